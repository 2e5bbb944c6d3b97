import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  Payload,
  PayloadRequest,
} from 'payload'
import type { AuditAction } from '@/collections/audit-logs/config'
import { clientIp } from '@/lib/client-ip'
import { labelOf } from './target-labels'

/** Collections that are the log itself or internal bookkeeping, not staff records. */
// Approval requests are logged by the approval module itself, with what was requested and decided; a deletion record
// is written with the deletion, which the log already holds; a page's 콘텐츠 정비 row follows every save of its page,
// and the changes staff make to it are logged by its own hook (src/modules/content-review/review.ts).
const untracked = new Set([
  'approval-requests',
  'deletion-records',
  'page-reviews',
  'audit-logs',
  'refresh-tokens',
  'rate-limits',
  'cache-invalidations',
  // 진위확인 기록 is itself a log, written by the server on every check.
  'certificate-checks',
])

type Actor = { id?: number | string; username?: string | null } | null | undefined

export type AuditEntry = {
  action: AuditAction
  actor?: Actor
  /** The sign-in id when there is no account (a failed sign-in with an unknown id). */
  actorUserId?: string | null
  ip?: string
  targetCollection?: string
  targetId?: number | string | null
  summary?: string
}

/**
 * Writes one audit entry. Pass `req` inside an operation so the entry shares its transaction:
 * a change that is rolled back leaves no entry behind.
 */
export async function recordAudit(payload: Payload, entry: AuditEntry, req?: Partial<PayloadRequest>): Promise<void> {
  const actorId = entry.actor?.id
  await payload.create({
    collection: 'audit-logs',
    overrideAccess: true,
    req,
    data: {
      action: entry.action,
      actor: typeof actorId === 'number' ? actorId : actorId ? Number(actorId) : undefined,
      actorUserId: entry.actorUserId ?? entry.actor?.username ?? undefined,
      ip: entry.ip ?? (req?.headers ? clientIp(req.headers) : 'unknown'),
      targetCollection: entry.targetCollection,
      targetId: entry.targetId === undefined || entry.targetId === null ? undefined : String(entry.targetId),
      summary: entry.summary?.slice(0, 500),
    },
  })
}

/** Globals that are internal bookkeeping rather than settings staff edit. */
const untrackedGlobals = new Set(['seed-state'])

/** Fields whose change on an account is an "account change" rather than a plain edit. */
const accountFields = ['accountStatus', 'authGroup', 'username', 'email'] as const

/** How the log names those fields: the labels of the account form. */
const accountFieldLabels: Record<(typeof accountFields)[number] | 'password', string> = {
  accountStatus: '계정 상태',
  authGroup: '권한 그룹',
  username: '아이디',
  email: '이메일',
  password: '비밀번호',
}

const afterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req }) => {
  // Staff actions only: a visitor's Q&A post, a view count or a scheduled purge is not an admin action.
  if (!req.user) return doc
  let action: AuditAction = operation === 'create' ? 'create' : 'update'
  let summary = `${recordName(collection, doc)} ${operation === 'create' ? '등록' : '수정'}`
  if (collection.slug === 'users' && operation === 'update') {
    const changed = accountFields.filter((f) => relationId(doc[f]) !== relationId(previousDoc?.[f]))
    const passwordChanged = Boolean(req.context?.passwordChanged)
    if (changed.length || passwordChanged) {
      action = 'account-change'
      const fields = [...changed, ...(passwordChanged ? (['password'] as const) : [])]
      summary = `계정 ${doc.username} 변경: ${fields.map((f) => accountFieldLabels[f]).join(', ')}`
    }
  }
  await recordAudit(
    req.payload,
    { action, actor: req.user as Actor, targetCollection: collection.slug, targetId: doc.id, summary },
    req,
  )
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  if (!req.user) return doc
  await recordAudit(
    req.payload,
    {
      action: 'delete',
      actor: req.user as Actor,
      targetCollection: collection.slug,
      targetId: doc.id,
      summary: `${recordName(collection, doc)} 삭제`,
    },
    req,
  )
  return doc
}

/**
 * Collections whose title may be personal data (a subscriber's e-mail, a visitor's question, which an administrator
 * may hide for what it says): the log, which is never purged, names them by number only.
 */
const personalTitles = new Set(['subscribers', 'qna'])

/**
 * How the log names a record: its collection, number and title (`게시글 #148 "2027년 채용 공고"`), so a reader
 * knows which notice was changed without opening it, and after it is deleted.
 */
function recordName(collection: CollectionConfig, doc: Record<string, unknown>): string {
  const base = `${labelOf(collection)} #${doc.id}`
  const titleField = collection.admin?.useAsTitle
  const title = titleField && titleField !== 'id' && !personalTitles.has(collection.slug) ? doc[titleField] : undefined
  if (typeof title !== 'string' || !title.trim()) return base
  const short = [...title.trim()].length > 60 ? `${[...title.trim()].slice(0, 60).join('')}…` : title.trim()
  return `${base} "${short}"`
}

const relationId = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : String(value ?? '')

/**
 * Adds the audit hooks to every collection of the configuration, so collections added later are
 * logged without doing anything themselves.
 */
export function withAuditLog(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    if (untracked.has(collection.slug)) return collection
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
      },
    }
  })
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if (!req.user) return doc
  await recordAudit(
    req.payload,
    { action: 'update', actor: req.user as Actor, targetCollection: global.slug, summary: `${labelOf(global)} 수정` },
    req,
  )
  return doc
}

/** The same for globals (site settings, menus): every saved change is logged. */
export function withGlobalAuditLog(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((global) => {
    if (untrackedGlobals.has(global.slug)) return global
    return {
      ...global,
      hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterGlobalChange] },
    }
  })
}
