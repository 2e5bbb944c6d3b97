import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApprovalRequest, Post, User } from '@/payload-types'
import { accountAsRequestUser, call, cmsCall, createAccount, testPassword, v1AccessToken } from '../support/api'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 게시 승인 on every door: an editor whose group needs approval on 공지사항 and pages cannot change the live site
 * through the Local API, Payload's REST API (/api/cms) or /api/v1; the save is stored as a draft and a 승인요청, and
 * only an approver's decision publishes it.
 */

let payload: Payload
let v1Posts: typeof import('@/app/api/v1/boards/[boardSeq]/posts/route')
let v1Post: typeof import('@/app/api/v1/boards/[boardSeq]/posts/[id]/route')
let approvals: typeof import('@/app/api/v1/approvals/route')
let approve: typeof import('@/app/api/v1/approvals/[id]/approve/route')
let reject: typeof import('@/app/api/v1/approvals/[id]/reject/route')

const notice = 1
const recruitBoard = 8
let editor: User
let editorJwt: string
let editorToken: string
let approverToken: string
let secondApproverToken: string

const rest = (method: 'PATCH' | 'DELETE' | 'POST', path: string, body?: unknown) =>
  cmsCall(editorJwt, method, path, body)

/** What visitors see: the live document (the main table, not the newest draft). */
const live = (id: number, collection: 'posts' | 'pages' = 'posts') =>
  payload.findByID({ collection, id, overrideAccess: true, depth: 0, draft: false }) as Promise<Post>

const requestsOf = async (targetId: number, status?: string) =>
  (
    await payload.find({
      collection: 'approval-requests',
      where: {
        and: [{ targetId: { equals: targetId } }, ...(status ? [{ status: { equals: status } }] : [])],
      },
      overrideAccess: true,
      depth: 0,
      sort: 'id',
    })
  ).docs as ApprovalRequest[]

const decide = (kind: 'approve' | 'reject', id: number, token: string, json?: unknown) =>
  call((kind === 'approve' ? approve : reject).POST, `/api/v1/approvals/${id}/${kind}`, {
    method: 'POST',
    token,
    params: { id: String(id) },
    json,
  })

describe(`게시 승인 on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    v1Posts = await import('@/app/api/v1/boards/[boardSeq]/posts/route')
    v1Post = await import('@/app/api/v1/boards/[boardSeq]/posts/[id]/route')
    approvals = await import('@/app/api/v1/approvals/route')
    approve = await import('@/app/api/v1/approvals/[id]/approve/route')
    reject = await import('@/app/api/v1/approvals/[id]/reject/route')

    const permissions = {
      boards: { read: true, write: true, delete: true },
      pages: { read: true, write: true, delete: false },
    }
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 41,
        name: '검토 편집자',
        permissions,
        boardSeqs: [],
        approval: { approver: false, pages: true, boardSeqs: [notice] },
      } as never,
    })
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 42,
        name: '승인 관리자',
        permissions,
        boardSeqs: [],
        approval: { approver: true },
      } as never,
    })
    await createAccount(payload, 'gated-editor', 41)
    await createAccount(payload, 'approver-one', 42)
    await createAccount(payload, 'approver-two', 42)
    editor = (await accountAsRequestUser(payload, 'gated-editor')) as unknown as User
    editorJwt = (
      await payload.login({ collection: 'users', data: { username: 'gated-editor', password: testPassword } } as never)
    ).token as string
    editorToken = await v1AccessToken('gated-editor')
    approverToken = await v1AccessToken('approver-one')
    secondApproverToken = await v1AccessToken('approver-two')
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('holds every door’s change of a live notice as a draft and one pending request, the site unchanged', async () => {
    const post = await createPost(payload, { boardSeq: notice, title: '원래 공지' })

    // Local API with the editor as user.
    const local = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: '로컬 수정', _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    expect(local._status).toBe('draft')
    // CMS REST: a publish, and a plain edit of the live post (no draft flag).
    expect((await rest('PATCH', `posts/${post.id}`, { title: 'REST 게시', _status: 'published' })).status).toBe(200)
    expect((await rest('PATCH', `posts/${post.id}`, { title: 'REST 수정' })).status).toBe(200)
    // The admin's form sends every field, `deletedAt: null` included.
    expect(
      (await rest('PATCH', `posts/${post.id}`, { title: '관리자 화면 게시', _status: 'published', deletedAt: null }))
        .status,
    ).toBe(200)
    // /api/v1.
    const v1 = await call(v1Post.PATCH, `/api/v1/boards/${notice}/posts/${post.id}`, {
      method: 'PATCH',
      token: editorToken,
      params: { boardSeq: String(notice), id: String(post.id) },
      json: { title: 'API 수정', status: 'published' },
    })
    expect(v1.status, JSON.stringify(v1.body)).toBe(200)

    const stillLive = await live(post.id)
    expect(stillLive.title).toBe('원래 공지')
    expect(stillLive._status).toBe('published')
    const newest = await payload.findByID({ collection: 'posts', id: post.id, draft: true, overrideAccess: true })
    expect(newest.title).toBe('API 수정')
    const pending = await requestsOf(post.id, 'pending')
    expect(pending).toHaveLength(1)
    expect(pending[0]).toMatchObject({ menu: '공지사항', title: 'API 수정', targetCollection: 'posts', language: 'ko' })
  })

  it('keeps a new notice off the site until approved, and lets an ungated board publish at once', async () => {
    const created = await call(v1Posts.POST, `/api/v1/boards/${notice}/posts`, {
      method: 'POST',
      token: editorToken,
      params: { boardSeq: String(notice) },
      json: { title: '승인 전 새 공지', content: '본문', status: 'published' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = created.body.id as number
    expect((await live(id))._status).toBe('draft')
    expect(await requestsOf(id, 'pending')).toHaveLength(1)

    const recruit = await call(v1Posts.POST, `/api/v1/boards/${recruitBoard}/posts`, {
      method: 'POST',
      token: editorToken,
      params: { boardSeq: String(recruitBoard) },
      json: { title: '바로 게시되는 채용 공고', content: '본문', status: 'published' },
    })
    expect(recruit.status, JSON.stringify(recruit.body)).toBe(201)
    expect((await live(recruit.body.id as number))._status).toBe('published')
    expect(await requestsOf(recruit.body.id as number)).toHaveLength(0)
  })

  it('refuses unpublishing, trashing, deleting and restoring a published notice, with the reason', async () => {
    const post = await createPost(payload, { boardSeq: notice, title: '지울 수 없는 공지' })
    const unpublish = await rest('PATCH', `posts/${post.id}`, { _status: 'draft' })
    expect(unpublish.status).toBe(403)
    expect(JSON.stringify(unpublish.body)).toContain('게시된 글을 바로 내릴 수 없습니다')
    const trash = await rest('PATCH', `posts/${post.id}`, { deletedAt: new Date().toISOString() })
    expect(trash.status).toBe(403)
    expect(JSON.stringify(trash.body)).toContain('게시된 글을 바로 삭제할 수 없습니다')
    expect((await rest('DELETE', `posts/${post.id}`)).status).toBe(403)
    const v1 = await call(v1Post.DELETE, `/api/v1/boards/${notice}/posts/${post.id}`, {
      method: 'DELETE',
      token: editorToken,
      params: { boardSeq: String(notice), id: String(post.id) },
    })
    expect(v1.status).toBe(403)
    const after = await live(post.id)
    expect(after._status).toBe('published')
    expect(after.deletedAt ?? null).toBeNull()
    // A published notice an approver moved to the trash stays there: restoring it would put it back on the site.
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { deletedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    const restore = await rest('PATCH', `posts/${post.id}?trash=true`, { deletedAt: null })
    expect(restore.status).toBe(403)
    expect(JSON.stringify(restore.body)).toContain('휴지통에서 바로 복원할 수 없습니다')
    expect(
      (await payload.findByID({ collection: 'posts', id: post.id, trash: true, overrideAccess: true })).deletedAt,
    ).toEqual(expect.any(String))
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { deletedAt: null },
      overrideAccess: true,
      trash: true,
    })
    // 이 버전 복원 of a published notice's version, as the live one, is a publication too.
    const versions = await payload.findVersions({
      collection: 'posts',
      where: { parent: { equals: post.id } },
      overrideAccess: true,
      depth: 0,
      limit: 1,
    })
    expect((await rest('POST', `posts/versions/${versions.docs[0]?.id}`)).status).toBe(403)
    // A bulk publish from a list is refused as a whole.
    const bulk = await rest('PATCH', `posts?where[id][equals]=${post.id}`, { _status: 'published' })
    expect([400, 403]).toContain(bulk.status)
  })

  it('holds a page edit the same way', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: 'company/about' } }, limit: 1 })
    const page = docs[0] as { id: number; title: string }
    const saved = await rest('PATCH', `pages/${page.id}`, { title: '승인 전 회사소개', _status: 'published' })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(((await live(page.id, 'pages')) as unknown as { title: string }).title).toBe(page.title)
    const [request] = await requestsOf(page.id, 'pending')
    expect(request).toMatchObject({ targetCollection: 'pages', menu: '페이지 /company/about' })
  })

  it('lets an approver reject with a reason and approve, never their own request, once each', async () => {
    const post = await createPost(payload, { boardSeq: notice, title: '결정 전 공지' })
    await rest('PATCH', `posts/${post.id}`, { title: '결정할 공지', _status: 'published' })
    const [request] = await requestsOf(post.id, 'pending')
    const id = (request as ApprovalRequest).id

    const inbox = await call(approvals.GET, '/api/v1/approvals', { token: approverToken })
    expect(inbox.status).toBe(200)
    expect(inbox.body.items).toContainEqual(
      expect.objectContaining({ id, area: '공지사항', title: '결정할 공지', author: 'gated-editor', language: 'ko' }),
    )
    // The editor decides nothing: not an approver, and it is their own request.
    expect((await call(approvals.GET, '/api/v1/approvals', { token: editorToken })).body.items).toEqual([])
    expect((await decide('approve', id, editorToken)).status).toBe(403)
    // A rejection needs its reason.
    const noReason = await decide('reject', id, approverToken, { reason: ' ' })
    expect(noReason.status).toBe(400)
    const rejected = await decide('reject', id, approverToken, { reason: '게시 기간을 적어 주세요.' })
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200)
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: '게시 기간을 적어 주세요.' })
    expect((await live(post.id)).title).toBe('결정 전 공지')
    expect((await decide('approve', id, approverToken)).status).toBe(409)

    // Saved again: a new request, which two approvers decide at the same moment; one decision counts.
    await rest('PATCH', `posts/${post.id}`, { title: '고친 공지', _status: 'published' })
    const [again] = await requestsOf(post.id, 'pending')
    const both = await Promise.all([
      decide('approve', (again as ApprovalRequest).id, approverToken),
      decide('approve', (again as ApprovalRequest).id, secondApproverToken),
    ])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const published = await live(post.id)
    expect(published.title).toBe('고친 공지')
    expect(published._status).toBe('published')

    const { docs: audit } = await payload.find({
      collection: 'audit-logs',
      where: {
        targetId: { equals: String(post.id) },
        action: { in: ['approval-request', 'approval-approve', 'approval-reject'] },
      },
      overrideAccess: true,
      sort: 'id',
      limit: 20,
    })
    expect(audit.map((entry) => entry.action)).toEqual([
      'approval-request',
      'approval-reject',
      'approval-request',
      'approval-approve',
    ])
    expect(audit[1]?.summary).toContain('게시 기간을 적어 주세요.')
  })
})
