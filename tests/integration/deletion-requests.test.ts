import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApprovalRequest, DeletionRecord, Post, User } from '@/payload-types'
import { call, createAccount, v1AccessToken } from '../support/api'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 삭제 요청 and the 삭제 게시물 기록대장: where an editor's publishing needs approval, a published notice or page leaves
 * the site only once an approver approves the editor's request with its reason; every published post or page taken
 * off the site, by a request or directly, leaves a record with a snapshot, kept for the retention period.
 */

let payload: Payload
let approvals: typeof import('@/app/api/v1/approvals/route')
let approve: typeof import('@/app/api/v1/approvals/[id]/approve/route')
let reject: typeof import('@/app/api/v1/approvals/[id]/reject/route')

const notice = 1
const recruitBoard = 8
let editor: User
let approver: User
let editorToken: string
let approverToken: string
let readerToken: string

/** Asked as the gated editor, another account (its token) or, with `null`, nobody signed in. */
const askDeletion = (json: unknown, token: string | null = editorToken) =>
  call(approvals.POST, '/api/v1/approvals', { method: 'POST', token: token ?? undefined, json })

const decide = (kind: 'approve' | 'reject', id: number, json?: unknown) =>
  call((kind === 'approve' ? approve : reject).POST, `/api/v1/approvals/${id}/${kind}`, {
    method: 'POST',
    token: approverToken,
    params: { id: String(id) },
    json,
  })

const stored = (id: number) =>
  payload.findByID({ collection: 'posts', id, overrideAccess: true, depth: 0, trash: true }) as Promise<Post>

const recordsOf = async (targetId: number, collection: 'posts' | 'pages' = 'posts') =>
  (
    await payload.find({
      collection: 'deletion-records',
      where: { and: [{ targetId: { equals: targetId } }, { targetCollection: { equals: collection } }] },
      overrideAccess: true,
      depth: 0,
      sort: 'id',
    })
  ).docs as DeletionRecord[]

const requestsOf = async (targetId: number) =>
  (
    await payload.find({
      collection: 'approval-requests',
      where: { targetId: { equals: targetId } },
      overrideAccess: true,
      depth: 0,
      sort: 'id',
    })
  ).docs as ApprovalRequest[]

describe(`삭제 요청 and 삭제 게시물 기록대장 on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    approvals = await import('@/app/api/v1/approvals/route')
    approve = await import('@/app/api/v1/approvals/[id]/approve/route')
    reject = await import('@/app/api/v1/approvals/[id]/reject/route')

    const permissions = {
      boards: { read: true, write: true, delete: true },
      pages: { read: true, write: true, delete: true },
    }
    const group = (authGroupSeq: number, name: string, approval: Record<string, unknown>, granted = permissions) =>
      payload.create({
        collection: 'auth-groups',
        overrideAccess: true,
        data: { authGroupSeq, name, permissions: granted, boardSeqs: [], approval } as never,
      })
    await group(51, '삭제 검토 편집자', { approver: false, pages: true, boardSeqs: [notice] })
    await group(52, '삭제 승인 관리자', { approver: true })
    await group(
      53,
      '읽기 편집자',
      { approver: false, boardSeqs: [notice] },
      {
        boards: { read: true, write: true, delete: false },
        pages: { read: true, write: false, delete: false },
      },
    )
    editor = (await createAccount(payload, 'deleting-editor', 51)) as unknown as User
    approver = (await createAccount(payload, 'deleting-approver', 52)) as unknown as User
    await createAccount(payload, 'reading-editor', 53)
    editorToken = await v1AccessToken('deleting-editor')
    approverToken = await v1AccessToken('deleting-approver')
    readerToken = await v1AccessToken('reading-editor')
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('takes a notice off the site only on approval, and records the reason, both names and a snapshot', async () => {
    const post = await createPost(payload, { boardSeq: notice, title: '두 번 올린 공지', body: '지울 본문' })
    // A pending edit of the same notice, closed once the notice is gone.
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: '두 번 올린 공지 (수정)', _status: 'published' },
      user: editor,
      overrideAccess: false,
    })

    const noReason = await askDeletion({ collection: 'posts', id: post.id, action: 'delete', reason: '  ' })
    expect(noReason.status).toBe(400)
    expect(JSON.stringify(noReason.body)).toContain('삭제 사유를 입력해 주세요.')

    const asked = await askDeletion({ collection: 'posts', id: post.id, action: 'delete', reason: '중복 게시' })
    expect(asked.status, JSON.stringify(asked.body)).toBe(201)
    expect(asked.body).toMatchObject({ action: 'delete', status: 'pending', reason: '중복 게시' })
    // Asked again: the same request, with the new reason.
    const renewed = await askDeletion({ collection: 'posts', id: post.id, action: 'delete', reason: '같은 공지 중복' })
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200)
    expect(renewed.body.id).toBe(asked.body.id)
    const pendingDeletions = (await requestsOf(post.id)).filter((r) => r.action === 'delete')
    expect(pendingDeletions).toHaveLength(1)
    expect(pendingDeletions[0]).toMatchObject({ status: 'pending', requestNote: '같은 공지 중복', menu: '공지사항' })

    // Still on the site while the request waits.
    expect((await stored(post.id)).deletedAt ?? null).toBeNull()
    const inbox = await call(approvals.GET, '/api/v1/approvals', { token: approverToken })
    expect(inbox.status).toBe(200)
    expect(inbox.body.items).toContainEqual(
      expect.objectContaining({ id: asked.body.id, action: 'delete', reason: '같은 공지 중복' }),
    )

    const approved = await decide('approve', asked.body.id as number, { reason: '확인했습니다.' })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect((await stored(post.id)).deletedAt).toEqual(expect.any(String))

    const [record] = await recordsOf(post.id)
    expect(record).toMatchObject({
      menu: '공지사항',
      title: '두 번 올린 공지',
      boardSeq: notice,
      reason: '같은 공지 중복',
      deletedBy: editor.id,
      approvedBy: approver.id,
      approvalRequest: asked.body.id,
      way: 'trash',
    })
    expect((record?.snapshot as { title?: string })?.title).toBe('두 번 올린 공지')
    expect(JSON.stringify(record?.snapshot)).toContain('지울 본문')
    // The pending edit has nothing left to publish.
    const edit = (await requestsOf(post.id)).find((r) => r.action === 'publish')
    expect(edit).toMatchObject({ status: 'rejected', reason: '글이 삭제되어 닫은 요청입니다.' })

    const audit = await payload.find({
      collection: 'audit-logs',
      where: { and: [{ targetId: { equals: String(post.id) } }, { action: { equals: 'approval-request' } }] },
      overrideAccess: true,
    })
    expect(audit.docs.map((d) => d.summary).join('\n')).toContain('삭제 승인 요청')
  })

  it('leaves a notice on the site when its deletion is rejected, with nothing recorded', async () => {
    const post = await createPost(payload, { boardSeq: notice, title: '남길 공지' })
    const asked = await askDeletion({ collection: 'posts', id: post.id, action: 'delete', reason: '오래된 공지' })
    expect(asked.status, JSON.stringify(asked.body)).toBe(201)
    const rejected = await decide('reject', asked.body.id as number, { reason: '아직 접수 중인 공고입니다.' })
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200)
    const after = await stored(post.id)
    expect(after.deletedAt ?? null).toBeNull()
    expect(after._status).toBe('published')
    expect(await recordsOf(post.id)).toHaveLength(0)
  })

  it('answers a request that is not needed or not allowed with the reason, and asks nothing of visitors', async () => {
    const draft = await createPost(payload, { boardSeq: notice, title: '초안 공지', draft: true })
    const notLive = await askDeletion({ collection: 'posts', id: draft.id, action: 'delete', reason: '필요 없음' })
    expect(notLive.status).toBe(409)
    expect(notLive.body.error.message).toBe('게시되지 않은 글은 승인 없이 바로 삭제할 수 있습니다.')

    const recruit = await createPost(payload, { boardSeq: recruitBoard, title: '채용 공고' })
    const ungated = await askDeletion({ collection: 'posts', id: recruit.id, action: 'delete', reason: '마감' })
    expect(ungated.status).toBe(409)
    expect(ungated.body.error.message).toBe('이곳은 게시 승인이 필요하지 않아 바로 삭제할 수 있습니다.')

    const missing = await askDeletion({ collection: 'posts', id: 987654, action: 'delete', reason: '없음' })
    expect(missing.status).toBe(404)

    const live = await createPost(payload, { boardSeq: notice, title: '권한 없는 삭제' })
    const noRight = await askDeletion(
      { collection: 'posts', id: live.id, action: 'delete', reason: '지우고 싶음' },
      readerToken,
    )
    expect(noRight.status).toBe(403)
    expect(noRight.body.error.message).toBe('이 글을 삭제할 권한이 없습니다.')

    const visitor = await askDeletion({ collection: 'posts', id: live.id, action: 'delete', reason: '방문자' }, null)
    expect(visitor.status).toBe(401)
    const wrongAction = await askDeletion({ collection: 'posts', id: live.id, action: 'publish', reason: '게시' })
    expect(wrongAction.status).toBe(400)
    expect(await requestsOf(live.id)).toHaveLength(0)
  })

  it('deletes a page on an approved request and keeps its record', async () => {
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { path: 'company/old-notice', title: '옛 안내 페이지', _status: 'published' } as never,
    })
    const asked = await askDeletion({ collection: 'pages', id: page.id, action: 'delete', reason: '안내 종료' })
    expect(asked.status, JSON.stringify(asked.body)).toBe(201)
    expect((await decide('approve', asked.body.id as number)).status).toBe(200)
    const gone = await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: true, disableErrors: true })
    expect(gone).toBeNull()
    const [record] = await recordsOf(Number(page.id), 'pages')
    expect(record).toMatchObject({
      menu: '페이지 /company/old-notice',
      title: '옛 안내 페이지',
      reason: '안내 종료',
      way: 'delete',
      approvedBy: approver.id,
    })
    expect(record?.purgedAt).toEqual(expect.any(String))
  })

  it('records direct deletions too: trash, restore and emptying the trash; drafts leave no record', async () => {
    const post = await createPost(payload, { boardSeq: recruitBoard, title: '직접 지운 공고' })
    const trash = (deletedAt: string | null) =>
      payload.update({
        collection: 'posts',
        id: post.id,
        data: { deletedAt },
        user: approver,
        overrideAccess: false,
        trash: true,
      })
    await trash(new Date().toISOString())
    let records = await recordsOf(post.id)
    expect(records).toHaveLength(1)
    expect(records[0]).toMatchObject({ way: 'trash', deletedBy: approver.id, approvedBy: null, reason: null })
    await trash(null)
    records = await recordsOf(post.id)
    expect(records[0]?.restoredAt).toEqual(expect.any(String))

    await trash(new Date().toISOString())
    await payload.delete({ collection: 'posts', id: post.id, user: approver, overrideAccess: false, trash: true })
    records = await recordsOf(post.id)
    expect(records).toHaveLength(2)
    expect(records[1]).toMatchObject({ way: 'delete', restoredAt: null })
    expect(records[1]?.purgedAt).toEqual(expect.any(String))

    const draft = await createPost(payload, { boardSeq: recruitBoard, title: '지운 초안', draft: true })
    await payload.update({
      collection: 'posts',
      id: draft.id,
      data: { deletedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect(await recordsOf(draft.id)).toHaveLength(0)
  })

  it('lets only the readers of the audit log read the register, and the nightly purge keep it to its period', async () => {
    const { purgeDeletionRecords } = await import('@/modules/deletion-register/register')
    const old = await payload.create({
      collection: 'deletion-records',
      overrideAccess: true,
      data: {
        menu: '공지사항',
        title: '오래전에 지운 공지',
        targetCollection: 'posts',
        targetId: 424242,
        way: 'trash',
        deletedAt: new Date(Date.now() - 400 * 24 * 60 * 60 * 1000).toISOString(),
      },
    })
    const kept = (await recordsOf(424242)).length
    expect(kept).toBe(1)
    const recent = await payload.find({ collection: 'deletion-records', overrideAccess: true, limit: 0 })
    expect(await purgeDeletionRecords(payload, { retentionDays: 365 })).toBe(1)
    expect(
      await payload.findByID({ collection: 'deletion-records', id: old.id, overrideAccess: true, disableErrors: true }),
    ).toBeNull()
    const after = await payload.find({ collection: 'deletion-records', overrideAccess: true, limit: 0 })
    expect(after.totalDocs).toBe(recent.totalDocs - 1)

    await expect(
      payload.find({ collection: 'deletion-records', user: editor, overrideAccess: false }),
    ).rejects.toThrow()
  })
})
