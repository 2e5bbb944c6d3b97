import type { Payload } from 'payload'
import type { Env } from '@/lib/env'
import { seedPageReviews } from '@/modules/content-review/review'
import { adoptExistingAccounts, seedAuthGroups } from './auth-groups'
import {
  hideRetiredQnaCategories,
  seedBoardPosts,
  seedBoards,
  seedQnaCategories,
  seedQnaPosts,
  seedSubscribers,
} from './boards'
import { seedCertificates } from './certificates'
import { ensureFirstAdmin } from './first-admin'
import { seedHomeBanners } from './home-banners'
import { seedMissingEnglishPages, seedSitePages } from './site-pages'
import { seedSiteSettings } from './site-settings'

/** `fresh`: this run seeds a new database (no step applied before it), not an existing site being upgraded. */
export type SeedStep = { name: string; run: (payload: Payload, context: { fresh: boolean }) => Promise<void> }

/**
 * Default content as named steps, each run once per database: the names applied are kept in the
 * seed-state global, so later starts leave staff edits alone and a release only adds its new steps.
 * Append new steps; never rename one that has shipped.
 */
export const seedSteps: SeedStep[] = [
  { name: 'site-settings', run: seedSiteSettings },
  { name: 'accounts-auth-groups', run: seedAuthGroups },
  { name: 'boards-settings', run: seedBoards },
  { name: 'boards-qna-categories', run: seedQnaCategories },
  { name: 'boards-demo-posts', run: seedBoardPosts },
  { name: 'boards-demo-qna', run: seedQnaPosts },
  { name: 'boards-demo-subscribers', run: seedSubscribers },
  { name: 'accounts-existing-users', run: adoptExistingAccounts },
  { name: 'site-pages', run: seedSitePages },
  { name: 'home-banners', run: seedHomeBanners },
  { name: 'qna-categories-energy-rating-retired', run: hideRetiredQnaCategories },
  { name: 'site-pages-english', run: seedMissingEnglishPages },
  { name: 'page-reviews', run: seedPageReviews },
  { name: 'certificates-demo', run: seedCertificates },
]

export async function seed(payload: Payload, env: Env): Promise<{ applied: string[]; admin: 'created' | 'exists' }> {
  const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true })
  const done = state.applied ?? []
  const applied: string[] = []
  const fresh = done.length === 0
  for (const step of seedSteps) {
    if (done.some((d) => d.step === step.name)) continue
    await step.run(payload, { fresh })
    done.push({ step: step.name, at: new Date().toISOString() })
    await payload.updateGlobal({
      slug: 'seed-state',
      overrideAccess: true,
      data: { applied: done.map(({ step: name, at }) => ({ step: name, at })) },
    })
    applied.push(step.name)
  }
  const admin = await ensureFirstAdmin(payload, env)
  return { applied, admin }
}
