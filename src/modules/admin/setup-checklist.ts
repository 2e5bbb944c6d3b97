import type { Payload } from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'

/**
 * 설정 확인: the institute facts the public site leaves out (or shows as "being prepared") until staff enter them
 * (docs/decisions/0008-institute-facts.md), each with the admin screen where it is filled in. The dashboard shows the
 * list while anything is missing and nothing once all is filled.
 */

export type ChecklistItem = { key: string; label: string; where: string; href: string }

const settingsUrl = '/admin/globals/site-settings'
const pagesUrl = '/admin/collections/pages'

/** Site settings the footer, 오시는 길 and the contact blocks show; empty ones are left out there. */
const settingFields = [
  ['representative', '대표자'],
  ['businessNumber', '사업자등록번호'],
  ['postalCode', '우편번호'],
  ['address', '주소'],
  ['phone', '대표 전화'],
  ['fax', '팩스'],
  ['email', '대표 이메일'],
  ['hours', '업무 시간'],
] as const

/** Page blocks that say "준비 중" on the site while they have no rows. */
const pageFacts = [
  { key: 'history', path: 'company/history', block: 'timeline', rows: 'entries', label: '연혁' },
  { key: 'organisation', path: 'company/group', block: 'orgChart', rows: 'units', label: '조직도' },
] as const

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

type Block = { blockType?: string } & Record<string, unknown>

/** The missing facts for a user who may read pages and settings; `null` for the others (the panel is left out). */
export async function setupChecklist(
  payload: Payload,
  user: PermissionSubject | null,
  options: { mapEmbedUrl?: string } = {},
): Promise<ChecklistItem[] | null> {
  if (!can(user, 'pages', 'read')) return null
  const [settings, pages] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, locale: 'ko' }),
    payload.find({
      collection: 'pages',
      where: { path: { in: pageFacts.map((f) => f.path) } },
      limit: pageFacts.length,
      depth: 0,
      locale: 'ko',
      overrideAccess: true,
      select: { path: true, layout: true },
    }),
  ])
  const items: ChecklistItem[] = []
  const values = settings as unknown as Record<string, unknown>
  for (const [name, label] of settingFields) {
    if (blank(values[name])) {
      items.push({ key: name, label, where: '설정 › 사이트 설정 › 연락처·푸터', href: `${settingsUrl}#field-${name}` })
    }
  }
  // The map image matters only where no embedded map is configured.
  if (!options.mapEmbedUrl && blank(values.mapImage)) {
    items.push({
      key: 'mapImage',
      label: '약도 이미지',
      where: '설정 › 사이트 설정 › 연락처·푸터',
      href: `${settingsUrl}#field-mapImage`,
    })
  }
  for (const fact of pageFacts) {
    const page = pages.docs.find((p) => p.path === fact.path)
    const blocks = ((page as { layout?: Block[] | null } | undefined)?.layout ?? []).filter(
      (b) => b.blockType === fact.block,
    )
    const filled = blocks.some((b) => Array.isArray(b[fact.rows]) && (b[fact.rows] as unknown[]).length > 0)
    if (filled) continue
    items.push({
      key: fact.key,
      label: fact.label,
      where: `콘텐츠 › 페이지 › /${fact.path}`,
      href: page ? `${pagesUrl}/${page.id}` : `${pagesUrl}?where[path][equals]=${encodeURIComponent(fact.path)}`,
    })
  }
  return items
}
