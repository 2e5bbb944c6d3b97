import type { Payload, PayloadRequest } from 'payload'
import { type GroupPermissions, type PermissionSubject, permissionActions, permissionAreas } from '@/access/permissions'
import { userFacingError } from '@/lib/user-facing-error'

export const groupTooWideMessage = '자신에게 없는 권한을 가진 그룹은 지정할 수 없습니다.'
export const unknownGroupMessage = '존재하지 않는 권한 그룹입니다.'

/** Whether every permission of `target` is also held by `actor` (board limits included). */
export function groupWithin(actor: GroupPermissions | null, target: GroupPermissions): boolean {
  if (!actor) return false
  for (const area of permissionAreas) {
    for (const action of permissionActions) {
      if (target.permissions?.[area]?.[action] && !actor.permissions?.[area]?.[action]) return false
    }
  }
  const actorBoards = actor.boardSeqs ?? []
  if (actorBoards.length === 0) return true
  const targetBoards = target.boardSeqs ?? []
  return targetBoards.length > 0 && targetBoards.every((seq) => actorBoards.includes(seq))
}

/** Refuses assigning group `groupId` when it grants more than the acting user holds. */
export async function assertGroupWithinActor(
  payload: Payload,
  actor: unknown,
  groupId: number,
  req?: Partial<PayloadRequest>,
) {
  const target = await payload.findByID({
    collection: 'auth-groups',
    id: groupId,
    overrideAccess: true,
    depth: 0,
    disableErrors: true,
    req,
  })
  if (!target) throw userFacingError(unknownGroupMessage, 400)
  const own = (actor as PermissionSubject | null)?.authGroup
  const actorGroup = own && typeof own === 'object' ? own : null
  if (!groupWithin(actorGroup, target as GroupPermissions)) throw userFacingError(groupTooWideMessage, 403)
}
