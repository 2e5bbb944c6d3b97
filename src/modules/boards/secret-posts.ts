import type { Payload, PayloadRequest } from 'payload'

/** How a board treats secret posts (board setting 비밀글): never, the writer's choice, or always. */
export type SecretPostsSetting = 'off' | 'optional' | 'forced'

/** Whether a post is secret once its board's setting is applied: the setting wins over the writer's tick. */
export function secretFlagFor(setting: SecretPostsSetting | null | undefined, requested: unknown): boolean {
  if (setting === 'forced') return true
  if (setting === 'optional') return requested === true
  return false
}

/** The board's setting; pass the hook's `req` so the read joins the write's transaction. */
export async function secretSettingOf(
  payload: Payload,
  boardSeq: unknown,
  req?: PayloadRequest,
): Promise<SecretPostsSetting> {
  const seq = Number(boardSeq)
  if (!Number.isInteger(seq)) return 'off'
  const found = await payload.find({
    collection: 'boards',
    where: { boardSettingSeq: { equals: seq } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { secretPosts: true },
    req,
  })
  return (found.docs[0]?.secretPosts as SecretPostsSetting | undefined) ?? 'off'
}

/**
 * Who reads a board post: staff read secret posts; visitors see only their title in the list. `preview` (staff in
 * the admin's draft mode) shows the latest saved draft, whatever its status or display period.
 */
export type BoardViewer = { isStaff: boolean; preview?: boolean }
export const visitor: BoardViewer = { isStaff: false }
