import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageTitles } from '@/modules/visitor-stats/page-titles'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload

describe(`접속자 통계 names the pages it counts on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('by the post’s title under its board, the menu page’s name, and never a secret question’s title', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { boardSeq: 1, title: '통계에 보이는 공지', _status: 'published' },
    })
    const items = [
      `/media/media01/view/${post.id}`,
      `/en/media/media01/view/${post.id}`,
      '/media/media01/view/999999',
      '/media/media02/view/7',
      '/company/history',
      '/index',
      '/no/such/page',
    ]
    const titles = await pageTitles(payload, items)
    expect(titles.get(`/media/media01/view/${post.id}`)).toBe('공지사항 › 통계에 보이는 공지')
    expect(titles.get(`/en/media/media01/view/${post.id}`)).toBe('공지사항 › 통계에 보이는 공지 (영문)')
    expect(titles.get('/media/media01/view/999999')).toBe('공지사항 › 삭제된 글 999999')
    expect(titles.get('/media/media02/view/7')).toBe('현장 Q&A › 질문 7')
    expect(titles.get('/company/history')).toBe('기관소개 › 연혁')
    expect(titles.get('/index')).toBe('홈')
    // An address no page has is shown as it is.
    expect(titles.has('/no/such/page')).toBe(false)
  })
})
