import { describe, expect, it } from 'vitest'
import { boardStepNav } from '@/modules/admin/post-step-nav'

const notice = { seq: 1, name: '공지사항', listUrl: '/admin/collections/posts?where%5BboardSeq%5D%5Bequals%5D=1' }
const posts = '/admin/collections/posts'

describe("the post form's breadcrumb", () => {
  it('names the board and leads back to its own list; a new post reads 새 글', () => {
    expect(boardStepNav([{ label: '게시글', url: posts }, { label: '새로 생성' }], notice, posts, true)).toEqual([
      { label: '공지사항', url: notice.listUrl },
      { label: '새 글' },
    ])
  })

  it("keeps a saved post's title as its last step", () => {
    const nav = [
      { label: '게시글', url: posts },
      { label: '교육 안내', url: `${posts}/7` },
    ]
    expect(boardStepNav(nav, notice, posts, false)).toEqual([
      { label: '공지사항', url: notice.listUrl },
      { label: '교육 안내', url: `${posts}/7` },
    ])
  })

  it('answers null once the breadcrumb reads so, and for another screen', () => {
    expect(
      boardStepNav([{ label: '공지사항', url: notice.listUrl }, { label: '새 글' }], notice, posts, true),
    ).toBeNull()
    expect(boardStepNav([], notice, posts, true)).toBeNull()
    expect(boardStepNav([{ label: '페이지', url: '/admin/collections/pages' }], notice, posts, false)).toBeNull()
  })
})
