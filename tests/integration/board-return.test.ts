import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { boardReturnTarget } from '@/modules/admin/board-return-target'
import { boardListUrl, boardTrashUrl } from '@/modules/admin/route-map'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/** Payload's bare jumps to every board's posts, sent back to the board staff came from (board-return.ts). */
describe(`returning to the board on ${dialect}`, () => {
  let payload: Payload
  const origin = 'http://localhost:3000'

  beforeAll(async () => {
    payload = await createSeededPayload()
  })

  const target = (
    view: 'list' | 'trash',
    referer: string | null,
    extra: Record<string, string> = {},
    cookie?: string,
  ) =>
    boardReturnTarget({
      payload,
      view,
      query: new URLSearchParams(),
      headers: new Headers({ ...(referer ? { referer } : {}), ...extra }),
      postBoardCookie: cookie,
    })

  it("opens the board's list after a post is deleted from its form, the post in the trash", async () => {
    const post = await createPost(payload, { boardSeq: 8, title: '삭제 후 돌아갈 채용 공고' })
    await payload.update({
      collection: 'posts',
      id: post.id,
      overrideAccess: true,
      data: { deletedAt: new Date().toISOString() },
    })
    expect(await target('list', `${origin}/admin/collections/posts/${post.id}`)).toBe(boardListUrl(8))
  })

  it("opens the board's trash from the board's 휴지통 tab and from a trashed post's page", async () => {
    expect(await target('trash', `${origin}${boardListUrl(1)}`)).toBe(boardTrashUrl(1))
    const post = await createPost(payload, { boardSeq: 1, title: '휴지통의 공지' })
    expect(await target('trash', `${origin}/admin/collections/posts/trash/${post.id}`)).toBe(boardTrashUrl(1))
  })

  it('names the board of a post deleted for good by the cookie its page left', async () => {
    const referer = `${origin}/admin/collections/posts/trash/987654`
    expect(await target('trash', referer, {}, '987654:8')).toBe(boardTrashUrl(8))
    expect(await target('trash', referer, {}, '123:8')).toBeUndefined()
  })

  it('keeps every board when asked with a query, from elsewhere, or from a server action', async () => {
    expect(await target('list', null)).toBeUndefined()
    expect(await target('list', `${origin}/admin`)).toBeUndefined()
    expect(await target('list', `${origin}${boardListUrl(1)}`, { 'next-action': 'abc' })).toBeUndefined()
    expect(
      await boardReturnTarget({
        payload,
        view: 'list',
        query: new URLSearchParams('page=2'),
        headers: new Headers({ referer: `${origin}${boardListUrl(1)}` }),
        postBoardCookie: undefined,
      }),
    ).toBeUndefined()
  })
})
