import type { CollectionAfterReadHook, SanitizedConfig } from 'payload'

type LockUser = { relationTo?: string; value?: unknown } | null | undefined

const idOf = (value: unknown): number | string | undefined => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return undefined
}

/**
 * "이 문서를 편집 중입니다" names the colleague by name. Payload 3.90's lock notice prints the holder's `email`, or
 * "사용자: <id>" when the reader may not open that account (staff without the accounts permission), and offers no
 * option for it. So the lock record's user is given as `{ id, email: "이름 (아이디)" }` whenever a signed-in staff
 * member reads it: only the name and id of whoever holds the lock on a document the reader opened. Payload's own
 * lock checks read the table directly (`payload.db`) or compare ids, which this keeps.
 */
export const lockHolderName: CollectionAfterReadHook = async ({ doc, req }) => {
  const user = doc?.user as LockUser
  const id = idOf(user?.value)
  if (!req.user || !user || id === undefined || user.relationTo !== 'users') return doc
  const holder = await req.payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  if (!holder) return doc
  const name = [holder.userName, holder.username ? `(${holder.username})` : ''].filter(Boolean).join(' ')
  return { ...doc, user: { ...user, value: { id, email: name || String(id) } } }
}

/**
 * Payload creates its lock collection (`payload-locked-documents`) while it sanitizes the config, after plugins ran,
 * so the hook is added to the finished config.
 */
export async function withLockHolderNames(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  const locks = sanitized.collections.find((c) => c.slug === 'payload-locked-documents')
  if (locks) locks.hooks.afterRead = [...(locks.hooks.afterRead ?? []), lockHolderName]
  return sanitized
}
