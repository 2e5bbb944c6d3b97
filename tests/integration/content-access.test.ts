import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAsRequestUser, createAccount } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/** What a staff member of each group may do to content in the admin (collection access, Local API). */
describe(`content access by group on ${dialect}`, () => {
  let payload: Payload
  const staff: Record<string, Record<string, unknown>> = {}

  const asUser = (userId: string) => accountAsRequestUser(payload, userId)
  const post = (boardSeq: number, title: string) => ({
    boardSeq,
    title,
    publishedAt: new Date().toISOString(),
    _status: 'published' as const,
  })
  const refused = async (action: () => Promise<unknown>) => {
    const error = await action().then(
      () => null,
      (e: { status?: number }) => e,
    )
    expect(error, 'the action should have been refused').not.toBeNull()
    expect([403, 404]).toContain(error?.status)
  }

  beforeAll(async () => {
    payload = await createSeededPayload()
    // An editor given the notice board only.
    const editors = await payload.find({
      collection: 'auth-groups',
      overrideAccess: true,
      where: { authGroupSeq: { equals: 3 } },
    })
    await payload.update({
      collection: 'auth-groups',
      id: editors.docs[0]?.id as number,
      overrideAccess: true,
      data: { boardSeqs: [1] },
    })
    await createAccount(payload, 'manager2', 2)
    await createAccount(payload, 'editor3', 3)
    await createAccount(payload, 'stopped3', 3, { accountStatus: 'suspended' })
    for (const id of ['manager2', 'editor3', 'stopped3']) staff[id] = await asUser(id)
  }, 180_000)

  afterAll(async () => {
    await payload?.destroy()
  })

  it('an editor writes on the boards of the group and nowhere else', async () => {
    const user = staff.editor3
    const created = await payload.create({
      collection: 'posts',
      data: post(1, '편집자 공지'),
      user,
      overrideAccess: false,
    })
    expect(created.title).toBe('편집자 공지')
    await refused(() =>
      payload.create({ collection: 'posts', data: post(4, '뉴스레터 침범'), user, overrideAccess: false }),
    )
    const newsletter = await payload.find({
      collection: 'posts',
      overrideAccess: true,
      limit: 1,
      where: { boardSeq: { equals: 4 } },
    })
    await refused(() =>
      payload.update({
        collection: 'posts',
        id: newsletter.docs[0]?.id as number,
        data: { title: '바꿈' },
        user,
        overrideAccess: false,
      }),
    )
  })

  it('an editor reads the posts of the boards of the group, drafts included, and none of the others', async () => {
    const user = staff.editor3
    const draft = (boardSeq: number, title: string) =>
      payload.create({
        collection: 'posts',
        overrideAccess: true,
        data: { ...post(boardSeq, title), _status: 'draft' as const },
        draft: true,
      })
    const notice = await draft(1, '편집자 읽기 공지 초안')
    const newsletter = await draft(4, '편집자 읽기 뉴스레터 초안')

    const own = await payload.findByID({ collection: 'posts', id: notice.id, draft: true, user, overrideAccess: false })
    expect(own.title).toBe('편집자 읽기 공지 초안')
    await refused(() =>
      payload.findByID({ collection: 'posts', id: newsletter.id, draft: true, user, overrideAccess: false }),
    )
    const listed = await payload.find({ collection: 'posts', draft: true, user, overrideAccess: false, limit: 0 })
    expect(listed.totalDocs).toBeGreaterThan(0)
    expect(new Set(listed.docs.map((doc) => doc.boardSeq))).toEqual(new Set([1]))
    const versions = await payload.findVersions({
      collection: 'posts',
      user,
      overrideAccess: false,
      where: { parent: { equals: newsletter.id } },
    })
    expect(versions.totalDocs).toBe(0)

    // A 관리자 without a board limit reads both; a visitor reads no post through the collection at all.
    const manager = await payload.find({
      collection: 'posts',
      draft: true,
      user: staff.manager2,
      overrideAccess: false,
      where: { id: { in: [notice.id, newsletter.id] } },
    })
    expect(manager.totalDocs).toBe(2)
    await refused(() =>
      payload.find({ collection: 'posts', overrideAccess: false, where: { id: { in: [notice.id, newsletter.id] } } }),
    )
  })

  it('an editor cannot see inquiries, subscribers or accounts, nor change banners, popups or settings', async () => {
    const user = staff.editor3
    await refused(() => payload.find({ collection: 'qna', user, overrideAccess: false }))
    await refused(() => payload.find({ collection: 'subscribers', user, overrideAccess: false }))
    await refused(() => payload.find({ collection: 'audit-logs', user, overrideAccess: false }))
    const banner = await payload.find({ collection: 'banners', overrideAccess: true, limit: 1 })
    await refused(() =>
      payload.update({
        collection: 'banners',
        id: banner.docs[0]?.id as number,
        data: { title: 'x' },
        user,
        overrideAccess: false,
      }),
    )
    await refused(() =>
      payload.updateGlobal({ slug: 'site-settings', data: { siteName: '바뀐 이름' }, user, overrideAccess: false }),
    )
    const board = await payload.find({ collection: 'boards', overrideAccess: true, limit: 1 })
    await refused(() =>
      payload.update({
        collection: 'boards',
        id: board.docs[0]?.id as number,
        data: { name: 'x' },
        user,
        overrideAccess: false,
      }),
    )
  })

  it('a 관리자 manages all content but not accounts', async () => {
    const user = staff.manager2
    const banner = await payload.find({ collection: 'banners', overrideAccess: true, limit: 1 })
    const updated = await payload.update({
      collection: 'banners',
      id: banner.docs[0]?.id as number,
      data: { title: '관리자 수정 배너' },
      user,
      overrideAccess: false,
    })
    expect(updated.title).toBe('관리자 수정 배너')
    expect((await payload.find({ collection: 'qna', user, overrideAccess: false })).totalDocs).toBeGreaterThan(0)
    await refused(() => payload.find({ collection: 'audit-logs', user, overrideAccess: false }))
  })

  it('a suspended account can do nothing', async () => {
    const user = staff.stopped3
    await refused(() => payload.find({ collection: 'posts', draft: true, user, overrideAccess: false }))
    await refused(() =>
      payload.create({ collection: 'posts', data: post(1, '정지 계정'), user, overrideAccess: false }),
    )
  })
})
