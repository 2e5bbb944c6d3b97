import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { koreanNoonAfter } from '@/modules/boards/recruitment'
import { call } from '../support/api'
import { createPost, ensureBoard } from '../support/board-fixtures'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload
let boards: typeof import('@/modules/boards/listing')
let postsRoute: typeof import('@/app/api/v1/boards/[boardSeq]/posts/route')
let postRoute: typeof import('@/app/api/v1/boards/[boardSeq]/posts/[id]/route')
const now = new Date()
const ids: Record<string, string> = {}

const posting = (title: string, from: number, until: number | null, extra: Record<string, unknown> = {}) =>
  createPost(payload, {
    boardSeq: 8,
    title,
    recruitment: {
      applyFrom: koreanNoonAfter(now, from),
      applyUntil: until === null ? null : koreanNoonAfter(now, until),
      ...extra,
    },
  }).then((post) => {
    ids[title] = String(post.id)
  })

/** The field errors of a refused save. */
async function refusal(save: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  try {
    await save
  } catch (error) {
    const data = (error as { data?: { errors?: { path: string; message: string }[] } }).data
    if (data?.errors) return data.errors
    throw error
  }
  throw new Error('the save was accepted')
}

beforeAll(async () => {
  payload = await createTestPayload()
  boards = await import('@/modules/boards/listing')
  postsRoute = await import('@/app/api/v1/boards/[boardSeq]/posts/route')
  postRoute = await import('@/app/api/v1/boards/[boardSeq]/posts/[id]/route')
  await ensureBoard(payload, 8)
  await payload.update({
    collection: 'boards',
    where: { boardSettingSeq: { equals: 8 } },
    data: { type: 'recruit' },
    overrideAccess: true,
  })
  await posting('마감된 공고', -40, -26)
  await posting('오늘 마감 공고', -10, 0)
  await posting('접수중 공고', -2, 5, { employmentType: 'contract', workplace: '세종 본원' })
  await posting('상시 채용', -3, null)
  await posting('접수 예정 공고', 3, 17)
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`recruitment postings on ${dialect}`, () => {
  it('lists only the postings open today (Korean day) with 접수중만, their total too', async () => {
    const all = await boards.listBoardPosts(payload, { boardSeq: 8 })
    expect(all.totalDocs).toBe(5)
    const open = await boards.listBoardPosts(payload, { boardSeq: 8, openOnly: true, now })
    expect(open.rows.map((r) => r.title).sort()).toEqual(['상시 채용', '오늘 마감 공고', '접수중 공고'])
    expect(open.totalDocs).toBe(3)
    expect(open.rows.find((r) => r.title === '접수중 공고')?.recruitment?.workplace).toBe('세종 본원')
  })

  it('answers the API with the terms, the status and the D-day, and filters by status=open', async () => {
    const list = await call(postsRoute.GET, '/api/v1/boards/8/posts', { params: { boardSeq: '8' } })
    expect(list.status).toBe(200)
    const byTitle = Object.fromEntries(
      (list.body.items as { title: string; recruitment: Record<string, unknown> }[]).map((i) => [i.title, i]),
    )
    expect(byTitle['마감된 공고']?.recruitment).toMatchObject({ status: 'closed', dDay: '마감' })
    expect(byTitle['오늘 마감 공고']?.recruitment).toMatchObject({ status: 'open', dDay: 'D-day' })
    expect(byTitle['접수중 공고']?.recruitment).toMatchObject({
      status: 'open',
      dDay: 'D-5',
      employmentType: 'contract',
      workplace: '세종 본원',
    })
    expect(byTitle['접수 예정 공고']?.recruitment).toMatchObject({ status: 'upcoming' })
    const open = await call(postsRoute.GET, '/api/v1/boards/8/posts', {
      params: { boardSeq: '8' },
      query: { status: 'open' },
    })
    expect(open.body.total).toBe(3)
    const view = await call(postRoute.GET, `/api/v1/boards/8/posts/${ids['접수중 공고']}`, {
      params: { boardSeq: '8', id: String(ids['접수중 공고']) },
    })
    expect(view.status).toBe(200)
    expect(view.body.recruitment).toMatchObject({ status: 'open', dDay: 'D-5', employmentType: 'contract' })
    const notice = await createPost(payload, { boardSeq: 1, title: '다른 게시판' })
    const other = await call(postRoute.GET, `/api/v1/boards/1/posts/${notice.id}`, {
      params: { boardSeq: '1', id: String(notice.id) },
    })
    expect(other.body.recruitment).toBeNull()
  })

  it('refuses a deadline before the start on every save, drafts included', async () => {
    for (const draft of [false, true]) {
      const errors = await refusal(
        payload.create({
          collection: 'posts',
          overrideAccess: true,
          draft,
          data: {
            boardSeq: 8,
            title: '거꾸로 된 기간',
            _status: draft ? 'draft' : 'published',
            recruitment: { applyFrom: koreanNoonAfter(now, 5), applyUntil: koreanNoonAfter(now, 1) },
          },
        }),
      )
      expect(errors.map((e) => e.message)).toContain('접수 마감일은 접수 시작일과 같거나 그 뒤여야 합니다.')
    }
  })
})
