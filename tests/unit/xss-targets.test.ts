import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { ApprovalRequests } from '@/collections/approval-requests/config'
import { Attachments } from '@/collections/attachments/config'
import { AuditLogs } from '@/collections/audit-logs/config'
import { AuthGroups } from '@/collections/auth-groups/config'
import { Banners } from '@/collections/banners/config'
import { Boards } from '@/collections/boards/config'
import { CacheInvalidations } from '@/collections/cache-invalidations/config'
import { CaptchaSolutions } from '@/collections/captcha-solutions/config'
import { CertificateChecks } from '@/collections/certificate-checks/config'
import { Certificates } from '@/collections/certificates/config'
import { DeletionRecords } from '@/collections/deletion-records/config'
import { Media } from '@/collections/media/config'
import { NewsletterDeliveries } from '@/collections/newsletter-deliveries/config'
import { NewsletterSends } from '@/collections/newsletter-sends/config'
import { PageRatingStamps } from '@/collections/page-rating-stamps/config'
import { PageRatings } from '@/collections/page-ratings/config'
import { PageReviews } from '@/collections/page-reviews/config'
import { Pages } from '@/collections/pages/config'
import { Popups } from '@/collections/popups/config'
import { Posts } from '@/collections/posts/config'
import { Qna } from '@/collections/qna/config'
import { QnaCategories } from '@/collections/qna-categories/config'
import { RateLimits } from '@/collections/rate-limits/config'
import { RefreshTokens } from '@/collections/refresh-tokens/config'
import { Subscribers } from '@/collections/subscribers/config'
import { Users } from '@/collections/users/config'
import { VisitCounts } from '@/collections/visit-counts/config'
import { VisitSalts } from '@/collections/visit-salts/config'
import { VisitStamps } from '@/collections/visit-stamps/config'
import { SeedState } from '@/globals/seed-state/config'
import { SiteSettings } from '@/globals/site-settings/config'
import { notRendered, xssTargets } from '../security/xss-targets'

/** The configs walked here, by the names payload.config.ts imports them under. */
const collectionConfigs = {
  ApprovalRequests,
  Attachments,
  AuditLogs,
  AuthGroups,
  Banners,
  Boards,
  CacheInvalidations,
  CaptchaSolutions,
  CertificateChecks,
  Certificates,
  DeletionRecords,
  PageReviews,
  Media,
  NewsletterDeliveries,
  NewsletterSends,
  PageRatingStamps,
  PageRatings,
  Pages,
  Popups,
  Posts,
  Qna,
  QnaCategories,
  RateLimits,
  RefreshTokens,
  Subscribers,
  Users,
  VisitCounts,
  VisitSalts,
  VisitStamps,
}
const globalConfigs = { SiteSettings, SeedState }
const collections = Object.values(collectionConfigs)
const globals = Object.values(globalConfigs)

/** Keys of every text, textarea and rich-text field under `fields`, through groups, arrays, rows, tabs and blocks. */
function textFieldKeys(fields: Field[], prefix: string): string[] {
  return fields.flatMap((field): string[] => {
    const named = 'name' in field && typeof field.name === 'string' ? `${prefix}.${field.name}` : prefix
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'richText':
        return [named]
      case 'group':
      case 'array':
      case 'row':
      case 'collapsible':
        return textFieldKeys(field.fields, named)
      case 'tabs':
        return field.tabs.flatMap((tab) =>
          textFieldKeys(tab.fields, 'name' in tab && tab.name ? `${prefix}.${tab.name}` : prefix),
        )
      case 'blocks':
        return (field.blocks as Block[]).flatMap((block) => textFieldKeys(block.fields, `${named}.${block.slug}`))
      default:
        return []
    }
  })
}

const configKeys = [
  ...collections.flatMap((c) => textFieldKeys(c.fields, c.slug)),
  ...globals.flatMap((g) => textFieldKeys(g.fields, g.slug)),
].sort()

describe('stored-XSS targets cover every text field', () => {
  it('the configs walked here are the ones payload.config.ts registers', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../src/payload.config.ts'), 'utf8')
    const listed = (start: string) =>
      (source.slice(source.indexOf(start) + start.length).split('])')[0] ?? '').match(/\w+/g) ?? []
    expect([...listed('withAuditLog([')].sort()).toEqual(Object.keys(collectionConfigs).sort())
    expect([...listed('globals: withGlobalAuditLog([')].sort()).toEqual(Object.keys(globalConfigs).sort())
  })

  it('finds the fields it is meant to find (the walk reaches groups, arrays, tabs and blocks)', () => {
    expect(configKeys).toEqual(
      expect.arrayContaining([
        'posts.title',
        'qna.answer.text',
        'pages.layout.cards.cards.link',
        'pages.layout.table.rows.cells.value',
        'site-settings.sns.url',
      ]),
    )
  })

  it('every text, textarea and rich-text field is an XSS target or not rendered with a reason', () => {
    const listed = new Set([...xssTargets.map((t) => t.key), ...notRendered.map((n) => n.key)])
    const forgotten = configKeys.filter((key) => !listed.has(key))
    expect(forgotten, 'add these fields to tests/security/xss-targets.ts').toEqual([])
  })

  it('the lists name only fields that exist, each once, and every exclusion gives its reason', () => {
    const keys = [...xssTargets.map((t) => t.key), ...notRendered.map((n) => n.key)]
    expect(keys.filter((key) => !configKeys.includes(key))).toEqual([])
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
    for (const { key, reason } of notRendered) expect(reason.length, key).toBeGreaterThan(10)
  })
})
