import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApprovalRequest, Post, User } from '@/payload-types'
import { accountAsRequestUser, call, createAccount, testPassword } from '../support/api'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 2단계 승인 (담당 → 부서장): a group whose requests need two approvals keeps the site unchanged after the first; its
 * 그룹장 decides last (or, without one, another approver than the first), and a new save starts again from the first.
 */

let payload: Payload
let signin: typeof import('@/app/api/v1/signin/route')
let approvals: typeof import('@/app/api/v1/approvals/route')
let approve: typeof import('@/app/api/v1/approvals/[id]/approve/route')
let reject: typeof import('@/app/api/v1/approvals/[id]/reject/route')
let sent: { to: string; subject: string; text: string }[]
let editor: User
const tokens: Record<string, string> = {}

const notice = 1
const domain = 'greenclimate.or.kr'
const twoStepGroup = 45
const headGroup = 46

const runMailJobs = () => payload.jobs.run({ queue: 'approval-mail', overrideAccess: true, silent: true })

async function token(userId: string) {
  tokens[userId] ??= await (async () => {
    const res = await call(signin.POST, '/api/v1/signin', { method: 'POST', query: { userId, password: testPassword } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.accessToken as string
  })()
  return tokens[userId]
}

const decide = async (kind: 'approve' | 'reject', id: number, userId: string, json?: unknown) =>
  call((kind === 'approve' ? approve : reject).POST, `/api/v1/approvals/${id}/${kind}`, {
    method: 'POST',
    token: await token(userId),
    params: { id: String(id) },
    json,
  })

const waitingFor = async (userId: string) =>
  (await call(approvals.GET, '/api/v1/approvals', { token: await token(userId) })).body.items as {
    id: number
    stage: string
  }[]

const live = (id: number) =>
  payload.findByID({ collection: 'posts', id, overrideAccess: true, depth: 0, draft: false }) as Promise<Post>

const requestOf = async (targetId: number) =>
  (
    await payload.find({
      collection: 'approval-requests',
      where: { targetId: { equals: targetId } },
      overrideAccess: true,
      depth: 0,
      sort: '-id',
    })
  ).docs[0] as ApprovalRequest

async function publishAsEditor(title: string) {
  return payload.create({
    collection: 'posts',
    data: { boardSeq: notice, title, plainText: '본문', _status: 'published' } as never,
    user: editor,
    overrideAccess: false,
  })
}

const accountId = async (username: string) =>
  (await payload.find({ collection: 'users', where: { username: { equals: username } }, overrideAccess: true })).docs[0]
    ?.id as number

async function setLead(username: string | null) {
  const { docs } = await payload.find({
    collection: 'auth-groups',
    where: { authGroupSeq: { equals: twoStepGroup } },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'auth-groups',
    id: docs[0]?.id as number,
    data: { lead: username ? await accountId(username) : null } as never,
    overrideAccess: true,
  })
  // The editor's session carries its group as read at sign-in.
  editor = (await accountAsRequestUser(payload, 'two-step-editor')) as unknown as User
}

describe(`2단계 승인 on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    signin = await import('@/app/api/v1/signin/route')
    approvals = await import('@/app/api/v1/approvals/route')
    approve = await import('@/app/api/v1/approvals/[id]/approve/route')
    reject = await import('@/app/api/v1/approvals/[id]/reject/route')
    sent = []
    vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      const { to, subject, text } = message as { to: string; subject: string; text: string }
      sent.push({ to, subject, text })
      return { captured: true }
    })
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: twoStepGroup,
        name: '2단계 편집자',
        permissions: { boards: { read: true, write: true, delete: true }, pages: { read: true, write: true } },
        boardSeqs: [],
        approval: { approver: false, pages: true, boardSeqs: [notice], twoStep: true },
      } as never,
    })
    // A 부서장 is in an approving group but need not write on the board (so decides no first step there).
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: headGroup,
        name: '부서장',
        permissions: { boards: { read: true } },
        boardSeqs: [],
        approval: { approver: true },
      } as never,
    })
    await createAccount(payload, 'two-step-editor', twoStepGroup, { email: `two-step-editor@${domain}` })
    await createAccount(payload, 'dept-head', headGroup, { email: `head@${domain}` })
    await createAccount(payload, 'next-head', headGroup, { email: `next-head@${domain}` })
    await createAccount(payload, 'first-manager', 2, { email: `first@${domain}` })
    await createAccount(payload, 'second-manager', 2, { email: `second@${domain}` })
    await setLead('dept-head')
  })

  afterAll(async () => {
    vi.restoreAllMocks()
    await payload?.destroy()
  })

  it('publishes only after an approver and then the 그룹장 approve, mailing the 그룹장 between the two', async () => {
    const post = await publishAsEditor('두 번 승인받는 공지')
    const request = await requestOf(post.id)
    expect(request).toMatchObject({ status: 'pending', twoStep: true })
    expect((await waitingFor('first-manager')).find((r) => r.id === request.id)?.stage).toBe('first')
    // The 그룹장 does not decide the first step.
    expect((await waitingFor('dept-head')).map((r) => r.id)).not.toContain(request.id)
    expect((await decide('approve', request.id, 'dept-head')).status).toBe(403)

    await runMailJobs()
    sent.length = 0
    const first = await decide('approve', request.id, 'first-manager', { reason: '내용 확인했습니다.' })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ status: 'pending', decidedAt: null, reason: '내용 확인했습니다.' })
    expect(first.body.firstApprovedAt).toEqual(expect.any(String))
    // Still off the site.
    expect((await live(post.id))._status).toBe('draft')
    expect(await requestOf(post.id)).toMatchObject({
      status: 'pending',
      firstApprovedBy: await accountId('first-manager'),
      finalApprover: await accountId('dept-head'),
    })

    await runMailJobs()
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [`head@${domain}`, '[녹색기후기술원] 게시 최종 승인 요청: 두 번 승인받는 공지'],
    ])
    expect(sent[0]?.text).toContain('1차 승인: first-manager 이름 (내용 확인했습니다.)')

    // Now only the named 그룹장 decides: not the first approver again, nor another approver.
    expect((await decide('approve', request.id, 'first-manager')).status).toBe(403)
    expect((await decide('approve', request.id, 'second-manager')).status).toBe(403)
    expect((await waitingFor('first-manager')).map((r) => r.id)).not.toContain(request.id)
    expect((await waitingFor('dept-head')).find((r) => r.id === request.id)?.stage).toBe('final')

    sent.length = 0
    const last = await decide('approve', request.id, 'dept-head')
    expect(last.status, JSON.stringify(last.body)).toBe(200)
    expect(last.body).toMatchObject({ status: 'approved' })
    expect((await live(post.id))._status).toBe('published')
    expect((await live(post.id)).title).toBe('두 번 승인받는 공지')
    await runMailJobs()
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [`two-step-editor@${domain}`, '[녹색기후기술원] 게시 승인: 두 번 승인받는 공지'],
    ])
    expect(sent[0]?.text).toContain('승인한 사람: dept-head 이름')
  })

  it('lets the 그룹장 reject at the last step, with the site unchanged', async () => {
    const post = await publishAsEditor('부서장이 반려할 공지')
    const { id } = await requestOf(post.id)
    expect((await decide('approve', id, 'first-manager')).status).toBe(200)
    expect((await decide('reject', id, 'dept-head', {})).status).toBe(400)
    const rejected = await decide('reject', id, 'dept-head', { reason: '표현을 다듬어 주세요.' })
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200)
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: '표현을 다듬어 주세요.' })
    expect((await live(post.id))._status).toBe('draft')
  })

  it('starts again from the first step when the editor saves after the first approval', async () => {
    const post = await publishAsEditor('고쳐 다시 올린 공지')
    const { id } = await requestOf(post.id)
    expect((await decide('approve', id, 'first-manager')).status).toBe(200)
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: '고쳐 다시 올린 공지 (2판)', _status: 'published' } as never,
      user: editor,
      overrideAccess: false,
    })
    const renewed = await requestOf(post.id)
    expect(renewed.id).toBe(id)
    expect(renewed).toMatchObject({ status: 'pending', twoStep: true, firstApprovedBy: null, finalApprover: null })
    expect((await decide('approve', id, 'dept-head')).status).toBe(403)
    expect((await waitingFor('first-manager')).find((r) => r.id === id)?.stage).toBe('first')
  })

  it('without a 그룹장, lets another approver than the first decide last', async () => {
    await setLead(null)
    try {
      const post = await publishAsEditor('그룹장 없는 공지')
      const { id } = await requestOf(post.id)
      expect((await decide('approve', id, 'first-manager')).status).toBe(200)
      expect(await requestOf(post.id)).toMatchObject({ status: 'pending', finalApprover: null })
      expect((await decide('approve', id, 'first-manager')).status).toBe(403)
      expect((await live(post.id))._status).toBe('draft')
      expect((await decide('approve', id, 'second-manager')).status).toBe(200)
      expect((await live(post.id))._status).toBe('published')
    } finally {
      await setLead('dept-head')
    }
  })

  it('takes a 그룹장 who is also an approver as the last word at the first step (전결)', async () => {
    await setLead('second-manager')
    try {
      const post = await publishAsEditor('부서장이 바로 승인한 공지')
      const { id } = await requestOf(post.id)
      const decided = await decide('approve', id, 'second-manager')
      expect(decided.body).toMatchObject({ status: 'approved' })
      expect((await live(post.id))._status).toBe('published')
    } finally {
      await setLead('dept-head')
    }
  })

  it('refuses a 그룹장 outside the approving groups, and passes over one who left them since', async () => {
    const { twoStepLeadMessage } = await import('@/modules/approval/steps')
    await expect(setLead('two-step-editor')).rejects.toThrow(/그룹장/)
    await expect(setLead('two-step-editor')).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'lead', message: twoStepLeadMessage })] },
    })
    const headId = await accountId('dept-head')
    const editors = await payload.find({
      collection: 'auth-groups',
      where: { authGroupSeq: { equals: twoStepGroup } },
      overrideAccess: true,
    })
    const heads = await payload.find({
      collection: 'auth-groups',
      where: { authGroupSeq: { equals: headGroup } },
      overrideAccess: true,
    })
    // The 부서장 moves to the editors' group: no longer an approver.
    await payload.update({
      collection: 'users',
      id: headId,
      data: { authGroup: editors.docs[0]?.id } as never,
      overrideAccess: true,
    })
    try {
      const post = await publishAsEditor('부서장이 옮긴 뒤의 공지')
      const { id } = await requestOf(post.id)
      expect((await decide('approve', id, 'first-manager')).status).toBe(200)
      expect(await requestOf(post.id)).toMatchObject({ status: 'pending', finalApprover: null })
      expect((await decide('approve', id, 'second-manager')).body).toMatchObject({ status: 'approved' })
    } finally {
      await payload.update({
        collection: 'users',
        id: headId,
        data: { authGroup: heads.docs[0]?.id } as never,
        overrideAccess: true,
      })
    }
  })

  it('passes over a 그룹장 suspended after being named, so another approver decides last', async () => {
    const post = await publishAsEditor('그룹장이 정지된 뒤의 공지')
    const { id } = await requestOf(post.id)
    expect((await decide('approve', id, 'first-manager')).status).toBe(200)
    const headId = await accountId('dept-head')
    expect(await requestOf(post.id)).toMatchObject({ status: 'pending', finalApprover: headId })
    expect((await decide('approve', id, 'second-manager')).status).toBe(403)
    await payload.update({
      collection: 'users',
      id: headId,
      data: { accountStatus: 'suspended' },
      overrideAccess: true,
    })
    try {
      expect((await waitingFor('second-manager')).find((r) => r.id === id)?.stage).toBe('final')
      // Still never the first approver.
      expect((await decide('approve', id, 'first-manager')).status).toBe(403)
      expect((await decide('approve', id, 'second-manager')).body).toMatchObject({ status: 'approved' })
      expect((await live(post.id))._status).toBe('published')
    } finally {
      await payload.update({ collection: 'users', id: headId, data: { accountStatus: 'active' }, overrideAccess: true })
      // Suspending the account ended its sessions: the next decision signs in again.
      delete tokens['dept-head']
    }
  })

  it('asks both steps before deleting a published notice', async () => {
    const { requestDeletion } = await import('@/modules/approval/deletion-request')
    const post = await createPost(payload, { boardSeq: notice, title: '두 단계로 지울 공지' })
    const { request } = await requestDeletion(payload, {
      user: editor,
      collection: 'posts',
      id: post.id,
      reason: '행사가 취소되었습니다.',
    })
    expect(request).toMatchObject({ action: 'delete', twoStep: true })
    expect((await decide('approve', request.id, 'first-manager')).status).toBe(200)
    expect((await live(post.id)).deletedAt ?? null).toBeNull()
    expect((await decide('approve', request.id, 'dept-head')).body).toMatchObject({ status: 'approved' })
    const gone = await payload.findByID({ collection: 'posts', id: post.id, trash: true, overrideAccess: true })
    expect(gone.deletedAt).toEqual(expect.any(String))
  })

  it('hands a leaving 그룹장’s waiting final approvals to the successor', async () => {
    const { handOver } = await import('@/modules/users/hand-over')
    const { createLocalReq } = await import('payload')
    const post = await publishAsEditor('인사이동 중의 공지')
    const { id } = await requestOf(post.id)
    expect((await decide('approve', id, 'first-manager')).status).toBe(200)
    // The seeded 최고관리자 manages accounts.
    const actor = await accountAsRequestUser(payload, 'admin')
    const req = await createLocalReq({ user: actor as never }, payload)
    const moved = await handOver(req, await accountId('dept-head'), await accountId('next-head'))
    expect(moved.requests).toBeGreaterThanOrEqual(1)
    expect((await requestOf(post.id)).finalApprover).toBe(await accountId('next-head'))
    expect((await decide('approve', id, 'dept-head')).status).toBe(403)
    expect((await decide('approve', id, 'next-head')).body).toMatchObject({ status: 'approved' })
  })
})
