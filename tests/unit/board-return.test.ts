import { describe, expect, it } from 'vitest'
import {
  boardOfPostCookie,
  boardReturnUrl,
  isBareListAddress,
  placeOfReferrer,
  postBoardCookieValue,
} from '@/modules/admin/board-return'
import { boardListUrl, boardTrashUrl } from '@/modules/admin/route-map'

const origin = 'http://127.0.0.1:3000'

describe('placeOfReferrer', () => {
  it('reads a board list and a board trash', () => {
    expect(placeOfReferrer(`${origin}${boardListUrl(1)}`)).toEqual({ kind: 'board', seq: 1 })
    expect(placeOfReferrer(`${origin}${boardTrashUrl(2)}`)).toEqual({ kind: 'board', seq: 2 })
  })

  it('reads a post form and a trashed post page', () => {
    expect(placeOfReferrer(`${origin}/admin/collections/posts/148`)).toEqual({
      kind: 'post',
      id: '148',
      inTrashView: false,
    })
    expect(placeOfReferrer(`${origin}/admin/collections/posts/trash/148?x=1`)).toEqual({
      kind: 'post',
      id: '148',
      inTrashView: true,
    })
  })

  it('knows no place for every board, other collections, sub-pages, or nothing', () => {
    expect(placeOfReferrer(`${origin}/admin/collections/posts`)).toBeUndefined()
    expect(placeOfReferrer(`${origin}/admin/collections/posts/trash`)).toBeUndefined()
    expect(placeOfReferrer(`${origin}/admin/collections/posts/create`)).toBeUndefined()
    expect(placeOfReferrer(`${origin}/admin/collections/posts/148/versions`)).toBeUndefined()
    expect(placeOfReferrer(`${origin}/admin/collections/banners/3`)).toBeUndefined()
    expect(placeOfReferrer(`${origin}/index`)).toBeUndefined()
    expect(placeOfReferrer('not a url')).toBeUndefined()
    expect(placeOfReferrer(null)).toBeUndefined()
  })
})

describe('isBareListAddress', () => {
  it('is bare only without any query, so a cleared filter or a page keeps every board', () => {
    expect(isBareListAddress(new URLSearchParams())).toBe(true)
    // The proxy's Korean default (decision 0037) asks for no list.
    expect(isBareListAddress(new URLSearchParams('locale=ko'))).toBe(true)
    expect(isBareListAddress(new URLSearchParams('locale=ko&limit=10'))).toBe(false)
    expect(isBareListAddress(new URLSearchParams('page=2'))).toBe(false)
    expect(isBareListAddress(new URLSearchParams('where[title][like]=a'))).toBe(false)
  })
})

describe('boardReturnUrl', () => {
  it('opens the board list or the board trash', () => {
    expect(boardReturnUrl('list', 1)).toBe(boardListUrl(1))
    expect(boardReturnUrl('trash', 1)).toBe(boardTrashUrl(1))
    expect(decodeURIComponent(boardReturnUrl('trash', 1))).toContain(
      '/admin/collections/posts/trash?where[boardSeq][equals]=1&columns=',
    )
  })

  it('opens the Q&A list for the Q&A, which has no trash', () => {
    expect(boardTrashUrl(3)).toBeNull()
    expect(boardReturnUrl('trash', 3)).toBe(boardListUrl(3))
  })
})

describe('the post board cookie', () => {
  it('names the board of the post it was left for only', () => {
    const value = postBoardCookieValue(148, 2)
    expect(boardOfPostCookie(value, '148')).toBe(2)
    expect(boardOfPostCookie(value, '149')).toBeUndefined()
    expect(boardOfPostCookie('148:x', '148')).toBeUndefined()
    expect(boardOfPostCookie(undefined, '148')).toBeUndefined()
  })
})
