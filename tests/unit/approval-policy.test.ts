import { describe, expect, it } from 'vitest'
import { showsInNav } from '@/access/nav-visibility'
import { isApprover, mayDecide, mayNeedApproval, needsApproval } from '@/modules/approval/policy'

const write = { read: true, write: true, delete: false }
const member = (approval: Record<string, unknown> | null, extra: Record<string, unknown> = {}) => ({
  id: 7,
  accountStatus: 'active',
  authGroup: { permissions: { boards: write, pages: write, ...extra }, boardSeqs: [], approval },
})

describe('게시 승인 policy', () => {
  it('holds the places a group names, and nothing for a group without approval', () => {
    const editor = member({ boardSeqs: [1], pages: true })
    expect(mayNeedApproval(editor)).toBe(true)
    expect(needsApproval(editor, { kind: 'board', boardSeq: 1 })).toBe(true)
    expect(needsApproval(editor, { kind: 'board', boardSeq: 8 })).toBe(false)
    expect(needsApproval(editor, { kind: 'pages' })).toBe(true)
    expect(mayNeedApproval(member(null))).toBe(false)
  })

  it('lets an approver decide where they write, never their own request, never as a held member', () => {
    const approver = member({ approver: true })
    expect(isApprover(approver)).toBe(true)
    expect(mayDecide(approver, { kind: 'board', boardSeq: 1 }, 3)).toBe(true)
    expect(mayDecide(approver, { kind: 'board', boardSeq: 1 }, 7)).toBe(false)
    expect(mayDecide({ ...approver, accountStatus: 'suspended' }, { kind: 'pages' }, 3)).toBe(false)
    expect(mayDecide(member({ approver: true, boardSeqs: [1] }), { kind: 'board', boardSeq: 1 }, 3)).toBe(false)
    expect(mayDecide(member(null), { kind: 'pages' }, 3)).toBe(false)
  })

  it('shows 게시 승인 in the menu only to those it concerns', () => {
    expect(showsInNav('approval-requests', member({ boardSeqs: [1] }) as never)).toBe(true)
    expect(showsInNav('approval-requests', member({ approver: true }) as never)).toBe(true)
    expect(showsInNav('approval-requests', member(null, { audit: { read: true } }) as never)).toBe(true)
    expect(showsInNav('approval-requests', member(null) as never)).toBe(false)
  })
})
