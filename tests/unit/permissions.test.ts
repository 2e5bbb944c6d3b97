import { describe, expect, it } from 'vitest'
import { allowedBoards, can } from '@/access/permissions'
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
    for (const area of ['pages', 'boards', 'qna', 'banners', 'popups', 'newsletters', 'subscribers'] as const) {
      expect(can(user(adminGroup), area, 'delete'), area).toBe(true)
    }
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
