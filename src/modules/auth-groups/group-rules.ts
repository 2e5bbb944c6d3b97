import {
  actionLabels,
  areaActions,
  areaHasAction,
  areaLabels,
  type PermissionAction,
  type PermissionArea,
  permissionActions,
  permissionAreas,
} from '@/access/permissions'

export type FieldProblem = { path: string; message: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Why a permission the area does not have cannot be granted, naming the ones it has. */
export const meaninglessFlagMessage = (area: PermissionArea, action: PermissionAction): string =>
  `${areaLabels[area]}에는 ${actionLabels[action]} 권한이 없습니다. 고를 수 있는 권한: ${areaActions[area]
    .map((a) => actionLabels[a])
    .join(', ')}`

export const unknownAreaMessage = (area: string): string => `알 수 없는 메뉴입니다: ${area}`
export const unknownActionMessage = (action: string): string => `알 수 없는 권한입니다: ${action}`

/**
 * The permissions of a group's incoming data that mean nothing: an action its area does not have (감사 로그 쓰기,
 * 뉴스레터 삭제) or an area that does not exist. Only a granted flag is a problem; a `false` says nothing and is
 * left for Payload to drop, so a client that sends every box unticked is not refused.
 */
export function meaninglessPermissions(permissions: unknown): FieldProblem[] {
  if (!isRecord(permissions)) return []
  const problems: FieldProblem[] = []
  for (const [area, flags] of Object.entries(permissions)) {
    if (!isRecord(flags)) continue
    const known = (permissionAreas as readonly string[]).includes(area)
    for (const [action, granted] of Object.entries(flags)) {
      if (granted !== true) continue
      const path = `permissions.${area}.${action}`
      if (!known) problems.push({ path, message: unknownAreaMessage(area) })
      else if (!(permissionActions as readonly string[]).includes(action))
        problems.push({ path, message: unknownActionMessage(action) })
      else if (!areaHasAction(area as PermissionArea, action as PermissionAction))
        problems.push({ path, message: meaninglessFlagMessage(area as PermissionArea, action as PermissionAction) })
    }
  }
  return problems
}

export const unknownBoardsMessage = (seqs: number[]): string =>
  `없는 게시판은 담당으로 지정할 수 없습니다: ${seqs.join(', ')}번`

/** The board numbers of `chosen` that name no board. */
export function unknownBoards(chosen: unknown, existing: readonly number[]): number[] {
  if (!Array.isArray(chosen)) return []
  return chosen.filter((seq): seq is number => typeof seq === 'number' && !existing.includes(seq))
}
