import { describe, expect, it } from 'vitest'
import { allowedBoards, areaActions, can, permissionAreas } from '@/access/permissions'
import { meaninglessPermissions, unknownBoards } from '@/modules/auth-groups/group-rules'
import { groupWithin } from '@/modules/users/group-rules'
import { defaultAuthGroups } from '@/seed/auth-groups'

const groups = defaultAuthGroups.map((g) => ({ ...g, boardSeqs: [] as number[] }))
const superGroup = groups[0] as (typeof groups)[number]
const adminGroup = groups[1] as (typeof groups)[number]
const editorGroup = groups[2] as (typeof groups)[number]
const user = (group: unknown, accountStatus = 'active') => ({ id: 1, accountStatus, authGroup: group as never })

describe('permissions of the three groups', () => {
  it('최고관리자 may do everything, including accounts and the audit log', () => {
    expect(can(user(superGroup), 'accounts', 'delete')).toBe(true)
    expect(can(user(superGroup), 'audit', 'read')).toBe(true)
  })

  it('관리자 manages all content but no accounts and no audit log', () => {
    for (const area of ['pages', 'boards', 'qna', 'banners', 'popups', 'subscribers'] as const) {
      expect(can(user(adminGroup), area, 'delete'), area).toBe(true)
    }
    expect(can(user(adminGroup), 'newsletters', 'write')).toBe(true)
    expect(can(user(adminGroup), 'accounts', 'read')).toBe(false)
    expect(can(user(adminGroup), 'audit', 'read')).toBe(false)
  })

  it('편집자 writes posts of the boards it is given and pages, nothing else', () => {
    const limited = { ...editorGroup, boardSeqs: [1, 4] }
    expect(can(user(limited), 'boards', 'write', { boardSeq: 1 })).toBe(true)
    expect(can(user(limited), 'boards', 'write', { boardSeq: 3 })).toBe(false)
    expect(allowedBoards(user(limited), 'write')).toEqual([1, 4])
    expect(can(user(limited), 'pages', 'write')).toBe(true)
    expect(can(user(limited), 'pages', 'delete')).toBe(false)
    expect(can(user(limited), 'banners', 'write')).toBe(false)
    expect(can(user(limited), 'accounts', 'write')).toBe(false)
  })

  it('dormant, suspended and group-less accounts may do nothing', () => {
    expect(can(user(superGroup, 'dormant'), 'pages', 'read')).toBe(false)
    expect(can(user(superGroup, 'suspended'), 'accounts', 'read')).toBe(false)
    expect(can(user(null), 'pages', 'read')).toBe(false)
    expect(can(user(3), 'pages', 'read')).toBe(false)
    expect(can(null, 'pages', 'read')).toBe(false)
  })

  it('a group may only hand out groups within its own permissions', () => {
    expect(groupWithin(superGroup, adminGroup)).toBe(true)
    expect(groupWithin(adminGroup, superGroup)).toBe(false)
    expect(groupWithin({ ...editorGroup, boardSeqs: [1] }, { ...editorGroup, boardSeqs: [1, 3] })).toBe(false)
    expect(groupWithin({ ...editorGroup, boardSeqs: [1, 3] }, { ...editorGroup, boardSeqs: [3] })).toBe(true)
  })
})

describe('permissions that mean something', () => {
  it('offers the audit log only 읽기 and newsletters 읽기 and 쓰기; the other areas all three', () => {
    expect(areaActions.audit).toEqual(['read'])
    expect(areaActions.newsletters).toEqual(['read', 'write'])
    for (const area of permissionAreas.filter((a) => a !== 'audit' && a !== 'newsletters')) {
      expect(areaActions[area], area).toEqual(['read', 'write', 'delete'])
    }
  })

  it('never grants an action its area does not have, even from a group row that still holds one', () => {
    const legacy = { permissions: { audit: { read: true, write: true, delete: true }, newsletters: { delete: true } } }
    expect(can(user(legacy), 'audit', 'read')).toBe(true)
    expect(can(user(legacy), 'audit', 'write')).toBe(false)
    expect(can(user(legacy), 'audit', 'delete')).toBe(false)
    expect(can(user(legacy), 'newsletters', 'delete')).toBe(false)
  })

  it('names every granted flag that means nothing, and lets unticked ones pass', () => {
    expect(
      meaninglessPermissions({
        audit: { read: true, write: true, delete: false },
        newsletters: { delete: true },
        boards: { read: true, publish: true },
        settings: { read: true },
      }),
    ).toEqual([
      { path: 'permissions.audit.write', message: '감사 로그에는 쓰기 권한이 없습니다. 고를 수 있는 권한: 읽기' },
      {
        path: 'permissions.newsletters.delete',
        message: '뉴스레터에는 삭제 권한이 없습니다. 고를 수 있는 권한: 읽기, 쓰기',
      },
      { path: 'permissions.boards.publish', message: '알 수 없는 권한입니다: publish' },
      { path: 'permissions.settings.read', message: '알 수 없는 메뉴입니다: settings' },
    ])
    expect(meaninglessPermissions({ audit: { read: true, write: false, delete: null } })).toEqual([])
    expect(meaninglessPermissions(undefined)).toEqual([])
  })

  it('finds the board numbers that name no board', () => {
    expect(unknownBoards([1, 4, 99], [1, 3, 4, 5])).toEqual([99])
    expect(unknownBoards(null, [1])).toEqual([])
  })
})
