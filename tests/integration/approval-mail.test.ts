import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApprovalRequest, User } from '@/payload-types'
import { accountAsRequestUser, createAccount } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 게시 승인 as a new install has it: the seeded 편집자 asks for approval on 공지사항, 채용정보 and pages, and 관리자 and
 * 최고관리자 approve. Each new request mails the approvers who may decide it, each decision mails the one who asked,
 * and the admin home shows both sides their requests.
 */

let payload: Payload
let sent: { to: string; subject: string; text: string }[]
let editor: User
let manager: User

const domain = 'greenclimate.or.kr'

const runMailJobs = () => payload.jobs.run({ queue: 'approval-mail', overrideAccess: true, silent: true })

async function publishAsEditor(title: string, boardSeq = 1) {
  return payload.create({
    collection: 'posts',
    data: { boardSeq, title, plainText: '본문', _status: 'published' } as never,
    user: editor,
    overrideAccess: false,
  })
}

const requestFor = async (targetId: number) =>
  (
    await payload.find({
      collection: 'approval-requests',
      where: { targetId: { equals: targetId } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs[0] as ApprovalRequest

describe(`게시 승인 mail and the admin home on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    sent = []
    vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      const { to, subject, text } = message as { to: string; subject: string; text: string }
      sent.push({ to, subject, text })
      return { captured: true }
    })
    await createAccount(payload, 'notice-editor', 3, { email: `editor@${domain}` })
    await createAccount(payload, 'content-manager', 2, { email: `manager@${domain}` })
    await createAccount(payload, 'away-manager', 2, { email: `away@${domain}`, accountStatus: 'suspended' })
    await createAccount(payload, 'quiet-manager', 2)
    editor = (await accountAsRequestUser(payload, 'notice-editor')) as unknown as User
    manager = (await accountAsRequestUser(payload, 'content-manager')) as unknown as User
  })

  afterAll(async () => {
    vi.restoreAllMocks()
    await payload?.destroy()
  })

  it('seeds 편집자 needing approval on 공지사항, 채용정보 and pages, and 관리자 and 최고관리자 approving', async () => {
    const { docs } = await payload.find({ collection: 'auth-groups', overrideAccess: true, sort: 'authGroupSeq' })
    const bySeq = Object.fromEntries(docs.map((g) => [g.authGroupSeq, g.approval]))
    expect(bySeq[1]).toMatchObject({ approver: true })
    expect(bySeq[2]).toMatchObject({ approver: true })
    expect(bySeq[3]).toMatchObject({ pages: true, boardSeqs: [1, 8] })
    expect(bySeq[3]?.approver).toBeFalsy()
    // Other boards stay 바로 게시 for the 편집자.
    const news = await publishAsEditor('편집자의 보도자료', 4)
    expect(news._status).toBe('published')
  })

  it('mails each active approver with an address once a request is committed, and not again when it is renewed', async () => {
    sent.length = 0
    const post = await publishAsEditor('승인을 기다리는 공지')
    expect(post._status).toBe('draft')
    // Nothing goes out with the save itself: the job sends it.
    expect(sent).toEqual([])
    await runMailJobs()
    const approvers = sent.map((m) => m.to).sort()
    expect(approvers).toContain(`manager@${domain}`)
    expect(approvers).not.toContain(`away@${domain}`)
    expect(approvers).not.toContain(`editor@${domain}`)
    expect(new Set(approvers).size).toBe(approvers.length)
    const mail = sent.find((m) => m.to === `manager@${domain}`)
    expect(mail?.subject).toBe('[녹색기후기술원] 게시 승인 요청: 승인을 기다리는 공지')
    const request = await requestFor(post.id)
    expect(mail?.text).toContain('메뉴: 공지사항')
    expect(mail?.text).toContain('요청한 사람: notice-editor 이름')
    expect(mail?.text).toContain(`/admin/collections/approval-requests/${request.id}`)

    sent.length = 0
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: '승인을 기다리는 공지 (고침)', _status: 'published' } as never,
      user: editor,
      overrideAccess: false,
    })
    await runMailJobs()
    expect(sent).toEqual([])
  })

  it('mails the requester the decision, with the reason of a rejection', async () => {
    const { decideApproval } = await import('@/modules/approval/decide')
    const first = await publishAsEditor('반려될 공지')
    const second = await publishAsEditor('승인될 공지')
    await runMailJobs()
    sent.length = 0
    await decideApproval(payload, {
      id: (await requestFor(first.id)).id,
      user: manager,
      decision: 'reject',
      reason: '첨부 파일이 빠졌습니다.',
    })
    await decideApproval(payload, { id: (await requestFor(second.id)).id, user: manager, decision: 'approve' })
    await runMailJobs()
    expect(sent.map((m) => [m.to, m.subject]).sort()).toEqual([
      [`editor@${domain}`, '[녹색기후기술원] 게시 반려: 반려될 공지'],
      [`editor@${domain}`, '[녹색기후기술원] 게시 승인: 승인될 공지'],
    ])
    const rejection = sent.find((m) => m.subject.includes('반려'))
    expect(rejection?.text).toContain('반려 사유: 첨부 파일이 빠졌습니다.')
    expect(rejection?.text).toContain('반려한 사람: content-manager 이름')
  })

  it('mails nobody for a request whose save was rolled back', async () => {
    sent.length = 0
    const req = await createLocalReq({ user: editor as never }, payload)
    await initTransaction(req)
    const post = await payload.create({
      collection: 'posts',
      data: { boardSeq: 1, title: '되돌린 공지', plainText: '본문', _status: 'published' } as never,
      user: editor,
      overrideAccess: false,
      req,
    })
    expect(post._status).toBe('draft')
    await killTransaction(req)
    await runMailJobs()
    expect(sent).toEqual([])
    expect(await requestFor(post.id)).toBeUndefined()
    // A committed one in the same way is mailed (the rollback, not the transaction, kept the mail back).
    const kept = await createLocalReq({ user: editor as never }, payload)
    await initTransaction(kept)
    await payload.create({
      collection: 'posts',
      data: { boardSeq: 1, title: '남긴 공지', plainText: '본문', _status: 'published' } as never,
      user: editor,
      overrideAccess: false,
      req: kept,
    })
    await commitTransaction(kept)
    await runMailJobs()
    expect(sent.some((m) => m.subject.endsWith('남긴 공지'))).toBe(true)
  })

  it('shows approvers what waits for them and editors what became of their requests on the admin home', async () => {
    const { approvalPanel } = await import('@/modules/approval/dashboard')
    const forManager = await approvalPanel(payload, manager as never)
    expect(forManager?.toDecide?.count).toBeGreaterThanOrEqual(2)
    expect(forManager?.toDecide?.rows.map((r) => r.title)).toContain('남긴 공지')
    expect(forManager?.mine).toBeNull()
    const forEditor = await approvalPanel(payload, editor as never)
    expect(forEditor?.toDecide).toBeNull()
    const statuses = Object.fromEntries((forEditor?.mine?.rows ?? []).map((r) => [r.title, r.status]))
    expect(statuses).toMatchObject({ '반려될 공지': '반려', '승인될 공지': '승인', '남긴 공지': '승인요청' })
    // Staff for whom approval plays no part get no card.
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 44,
        name: '보도 담당',
        permissions: { boards: { read: true, write: true } },
        boardSeqs: [],
      } as never,
    })
    await createAccount(payload, 'plain-writer', 44)
    expect(await approvalPanel(payload, (await accountAsRequestUser(payload, 'plain-writer')) as never)).toBeNull()
  })
})
