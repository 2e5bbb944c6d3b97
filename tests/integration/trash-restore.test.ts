import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { listedPostsWhere } from '@/modules/visibility/post-visibility'
import type { User } from '@/payload-types'
import { createAccount, testPassword } from '../support/api'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * A post restored from the trash comes back in the 상태 it had when it was trashed (src/modules/boards/trash-status.ts),
 * whatever the restore request asks: the admin's 복원 sends `_status: 'draft'` unless "게시 상태로 복원" is ticked.
 */
describe(`restoring a post from the trash on ${dialect}`, () => {
  let payload: Payload
  let token: string
  let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')
  const day = 24 * 60 * 60 * 1000

  beforeAll(async () => {
    payload = await createSeededPayload()
    rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    await createAccount(payload, 'trashkeeper', 2)
    const login = await payload.login({
      collection: 'users',
      data: { username: 'trashkeeper', password: testPassword },
    } as Parameters<Payload['login']>[0])
    token = login.token as string
  })

  async function trashed(title: string, extra: Record<string, unknown> = {}) {
    const post = await createPost(payload, { boardSeq: 1, title, ...extra })
    await payload.update({
      collection: 'posts',
      id: post.id,
      overrideAccess: true,
      data: { deletedAt: new Date().toISOString() },
    })
    return post.id
  }

  /** The admin's 복원 request: a PATCH of the trashed post by query, as Payload's RestoreButton sends it. */
  async function restoreByRest(id: number | string, status: 'draft' | 'published') {
    const query = new URLSearchParams({
      trash: 'true',
      'where[and][0][id][equals]': String(id),
      'where[and][1][deletedAt][exists]': 'true',
    })
    const res = await rest.PATCH(
      new Request(`http://localhost:3000/api/cms/posts?${query}`, {
        method: 'PATCH',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ deletedAt: null, _status: status }),
      }),
      { params: Promise.resolve({ slug: ['posts'] }) },
    )
    expect(res.status).toBe(200)
  }

  const stored = (id: number | string) =>
    payload.findByID({ collection: 'posts', id, overrideAccess: true, trash: true, depth: 0 })

  it('brings a published notice back published through the CMS REST API, though the restore asks for a draft', async () => {
    const id = await trashed('휴지통에서 돌아온 공지')
    await restoreByRest(id, 'draft')
    const post = await stored(id)
    expect(post.deletedAt ?? null).toBeNull()
    expect(post._status).toBe('published')
    // Listed on the public board again, by the rule the board pages use.
    const seen = await payload.find({
      collection: 'posts',
      overrideAccess: true,
      where: { and: [{ id: { equals: id } }, listedPostsWhere(new Date())] },
      depth: 0,
    })
    expect(seen.docs.map((d) => d.id)).toEqual([id])
  })

  it('never publishes a draft, though "restore as published" is ticked', async () => {
    const id = await trashed('휴지통의 초안', { draft: true })
    await restoreByRest(id, 'published')
    const post = await stored(id)
    expect(post.deletedAt ?? null).toBeNull()
    expect(post._status).toBe('draft')
  })

  it('keeps the state through the local API, with a user and without', async () => {
    const published = await trashed('로컬 API로 복원한 공지')
    const user = (await payload.find({ collection: 'users', where: { username: { equals: 'trashkeeper' } } }))
      .docs[0] as User
    await payload.update({
      collection: 'posts',
      id: published,
      trash: true,
      user,
      overrideAccess: false,
      data: { deletedAt: null, _status: 'draft' },
    })
    expect((await stored(published))._status).toBe('published')

    const draft = await trashed('로컬 API로 복원한 초안', { draft: true })
    await payload.update({
      collection: 'posts',
      id: draft,
      trash: true,
      overrideAccess: true,
      data: { deletedAt: null, _status: 'published' },
    })
    expect((await stored(draft))._status).toBe('draft')
  })

  it('keeps the state while the post is in the trash', async () => {
    const id = await trashed('휴지통에서 바꾸려던 공지')
    await payload.update({ collection: 'posts', id, trash: true, overrideAccess: true, data: { _status: 'draft' } })
    const post = await stored(id)
    expect(post.deletedAt).toBeTruthy()
    expect(post._status).toBe('published')
  })

  it('leaves the dates alone: a notice whose display period ended comes back published and still hidden', async () => {
    const id = await trashed('게시 기간이 끝난 공지', { displayUntil: new Date(Date.now() - day).toISOString() })
    await restoreByRest(id, 'draft')
    const post = await stored(id)
    expect(post._status).toBe('published')
    expect(Date.parse(String(post.displayUntil))).toBeLessThan(Date.now())
  })

  it('still lets staff unpublish or publish a post outside the trash', async () => {
    const post = await createPost(payload, { boardSeq: 1, title: '휴지통과 무관한 공지' })
    await payload.update({ collection: 'posts', id: post.id, overrideAccess: true, data: { _status: 'draft' } })
    expect((await stored(post.id))._status).toBe('draft')
  })
})
