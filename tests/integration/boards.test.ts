import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPost } from '../support/board-fixtures'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload
let boards: typeof import('@/modules/boards/listing')
let views: typeof import('@/modules/boards/view')

beforeAll(async () => {
  payload = await createTestPayload()
  boards = await import('@/modules/boards/listing')
  views = await import('@/modules/boards/view')
  // Notices board: 3 pinned notices and 23 ordinary posts; a draft and an expired post that must never show.
  for (let i = 1; i <= 23; i++) await createPost(payload, { boardSeq: 1, title: `일반 공지 ${i}` })
  for (let i = 1; i <= 3; i++) await createPost(payload, { boardSeq: 1, title: `고정 공지 ${i}`, isNotice: true })
  await createPost(payload, { boardSeq: 1, title: '작성 중인 초안', draft: true })
  await createPost(payload, { boardSeq: 1, title: '기간이 끝난 안내', displayUntil: '2020-01-01T00:00:00.000Z' })
  await createPost(payload, { boardSeq: 4, title: '다른 게시판의 글' })
  // Korean search material.
  await createPost(payload, { boardSeq: 7, title: '열 회수 환기 장치 연구', body: '폐열을 다시 쓰는 기술입니다.' })
  await createPost(payload, { boardSeq: 7, title: '태양광 발전 효율 연구', body: '지붕 위 모듈의 효율을 높였습니다.' })
  await createPost(payload, { boardSeq: 7, title: '제로에너지건축물 인증 지원', body: '에너지 자립률 80% 달성.' })
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`board listing on ${dialect}`, () => {
  it('puts pinned notices above page 1 without taking rows from the page size', async () => {
    const first = await boards.listBoardPosts(payload, { boardSeq: 1, page: 1 })
    expect(first.pinned.map((r) => r.title)).toEqual(['고정 공지 3', '고정 공지 2', '고정 공지 1'])
    expect(first.rows).toHaveLength(10)
    expect(first.rows[0]).toMatchObject({ title: '일반 공지 23', number: 23 })
    expect(first.totalDocs).toBe(23)
    expect(first.totalPages).toBe(3)
    expect(first.pageLinks).toEqual([1, 2, 3])
  })

  it('pages through the ordinary posts with descending numbers and no pinned rows after page 1', async () => {
    const third = await boards.listBoardPosts(payload, { boardSeq: 1, page: 3 })
    expect(third.pinned).toEqual([])
    expect(third.rows.map((r) => r.title)).toEqual(['일반 공지 3', '일반 공지 2', '일반 공지 1'])
    expect(third.rows.map((r) => r.number)).toEqual([3, 2, 1])
  })

  it('never lists drafts, posts outside their display period or posts of another board', async () => {
    const all = await boards.listBoardPosts(payload, { boardSeq: 1, page: 1, pageSize: 100 })
    const titles = [...all.pinned, ...all.rows].map((r) => r.title)
    expect(titles).not.toContain('작성 중인 초안')
    expect(titles).not.toContain('기간이 끝난 안내')
    expect(titles).not.toContain('다른 게시판의 글')
  })

  it('shows ten page links at a time', () => {
    expect(boards.pageLinksFor(1, 35)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(boards.pageLinksFor(14, 35)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(boards.pageLinksFor(31, 35)).toEqual([31, 32, 33, 34, 35])
  })
})

describe(`Korean search on ${dialect}`, () => {
  const titles = async (field: 'title' | 'content' | 'all', q: string) =>
    (await boards.listBoardPosts(payload, { boardSeq: 7, field, q })).rows.map((r) => r.title)

  it('finds a one-syllable word', async () => {
    expect(await titles('title', '열')).toEqual(['열 회수 환기 장치 연구'])
  })

  it('finds two-syllable words in the title, the content, or either', async () => {
    expect(await titles('title', '효율')).toEqual(['태양광 발전 효율 연구'])
    expect(await titles('content', '지붕')).toEqual(['태양광 발전 효율 연구'])
    expect(await titles('title', '지붕')).toEqual([])
    expect((await titles('all', '연구')).sort()).toEqual(['열 회수 환기 장치 연구', '태양광 발전 효율 연구'])
  })

  it('finds a three-syllable word inside a longer compound', async () => {
    expect(await titles('all', '에너지')).toEqual(['제로에너지건축물 인증 지원'])
    expect(await titles('content', '자립률')).toEqual(['제로에너지건축물 인증 지원'])
  })

  it('keeps pinned notices out of search results', async () => {
    const found = await boards.listBoardPosts(payload, { boardSeq: 1, field: 'title', q: '고정' })
    expect(found.pinned).toEqual([])
    expect(found.rows.map((r) => r.title).sort()).toEqual(['고정 공지 1', '고정 공지 2', '고정 공지 3'])
  })
})

describe(`post view on ${dialect}`, () => {
  it('links to the previous and next post of the same board', async () => {
    const list = await boards.listBoardPosts(payload, { boardSeq: 1, page: 1, pageSize: 100 })
    const middle = list.rows.find((r) => r.title === '일반 공지 10')
    const view = await views.viewBoardPost(payload, [1], middle?.id ?? '')
    expect(view?.post.title).toBe('일반 공지 10')
    expect(view?.previous?.title).toBe('일반 공지 9')
    expect(view?.next?.title).toBe('일반 공지 11')
    expect(await views.viewBoardPost(payload, [4], middle?.id ?? '')).toBeNull()
  })

  it('orders posts published in the same minute by when they were written, on every page and between posts', async () => {
    // Staff pick dates in the admin to the half hour, and backfilled records share a day: ties are common.
    const sameTime = '2026-03-02T01:00:00.000Z'
    const written = []
    for (let i = 1; i <= 13; i++) {
      written.push(await createPost(payload, { boardSeq: 2, title: `같은 시각 ${i}`, publishedAt: sameTime }))
    }
    const newestFirst = written.map((post) => String(post.id)).reverse()
    const first = await boards.listBoardPosts(payload, { boardSeq: 2, page: 1 })
    const second = await boards.listBoardPosts(payload, { boardSeq: 2, page: 2 })
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(newestFirst)

    // Previous (older) from the newest, next (newer) from the oldest: each walk meets every post once, in order.
    const walk = async (from: string, direction: 'previous' | 'next') => {
      const seen = [from]
      for (let id: string | undefined = from; id; ) {
        id = (await views.viewBoardPost(payload, [2], id))?.[direction]?.id
        if (id) seen.push(id)
      }
      return seen
    }
    expect(await walk(newestFirst[0] as string, 'previous')).toEqual(newestFirst)
    expect(await walk(newestFirst.at(-1) as string, 'next')).toEqual([...newestFirst].reverse())
  })

  it('counts a view once per browser session', async () => {
    const list = await boards.listBoardPosts(payload, { boardSeq: 1, page: 1 })
    const id = list.rows[0]?.id ?? ''
    const cookie = await views.countPostView(payload, id, undefined)
    expect(cookie).toBe(id)
    expect(await views.countPostView(payload, id, cookie ?? undefined)).toBeNull()
    await views.countPostView(payload, id, 'other-session')
    const after = await payload.findByID({ collection: 'posts', id, overrideAccess: true })
    expect(after.viewCount).toBe(2)
  })
})

describe(`staff preview of a post on ${dialect}`, () => {
  it('shows staff in preview the latest draft; visitors and staff outside preview see only what is published', async () => {
    const draftOnly = await createPost(payload, { boardSeq: 1, title: '아직 발행 전인 안내', draft: true })
    const published = await createPost(payload, { boardSeq: 1, title: '발행된 제목' })
    await payload.update({
      collection: 'posts',
      id: published.id,
      draft: true,
      overrideAccess: true,
      data: { title: '고치는 중인 제목', _status: 'draft' },
    })
    const staff = { isStaff: true }
    const previewing = { isStaff: true, preview: true }
    expect(await views.viewBoardPost(payload, [1], String(draftOnly.id), new Date(), staff)).toBeNull()
    const draftView = await views.viewBoardPost(payload, [1], String(draftOnly.id), new Date(), previewing)
    expect([draftView?.post.title, draftView?.preview]).toEqual(['아직 발행 전인 안내', true])
    const visitorView = await views.viewBoardPost(payload, [1], String(published.id))
    expect([visitorView?.post.title, visitorView?.preview]).toEqual(['발행된 제목', false])
    const previewView = await views.viewBoardPost(payload, [1], String(published.id), new Date(), previewing)
    expect(previewView?.post.title).toBe('고치는 중인 제목')
    // Preview is for staff only: the flag without a staff session changes nothing.
    const forged = await views.viewBoardPost(payload, [1], String(draftOnly.id), new Date(), {
      isStaff: false,
      preview: true,
    })
    expect(forged).toBeNull()
  })
})

describe(`secret posts by board setting on ${dialect}`, () => {
  const board = (boardSeq: number, secretPosts: 'off' | 'optional' | 'forced') =>
    payload.create({
      collection: 'boards',
      overrideAccess: true,
      data: { boardSettingSeq: boardSeq, name: `비밀글 ${secretPosts}`, type: 'notice', secretPosts, pageSize: 10 },
    })

  it('applies the board setting: forced makes every post secret, off none, optional the writer chooses', async () => {
    await board(91, 'off')
    await board(92, 'optional')
    await board(93, 'forced')
    const off = await createPost(payload, { boardSeq: 91, title: '비밀글 금지 게시판', isSecret: true })
    const chosen = await createPost(payload, { boardSeq: 92, title: '비밀로 한 글', isSecret: true })
    const open = await createPost(payload, { boardSeq: 92, title: '공개로 둔 글', isSecret: false })
    const forced = await createPost(payload, { boardSeq: 93, title: '항상 비밀글', isSecret: false })
    expect([off.isSecret, chosen.isSecret, open.isSecret, forced.isSecret]).toEqual([false, true, false, true])
    // Editing a forced board's post cannot make it public.
    const edited = await payload.update({
      collection: 'posts',
      id: forced.id,
      overrideAccess: true,
      data: { isSecret: false, title: '항상 비밀글 (수정)' },
    })
    expect(edited.isSecret).toBe(true)
  })

  it('lists a secret post by title but withholds its content and attachments from visitors, not from staff', async () => {
    const list = await boards.listBoardPosts(payload, { boardSeq: 93, page: 1 })
    expect(list.rows[0]).toMatchObject({ title: '항상 비밀글 (수정)', isSecret: true })
    const id = list.rows[0]?.id ?? ''
    const forVisitor = await views.viewBoardPost(payload, [93], id)
    expect(forVisitor?.locked).toBe(true)
    expect(forVisitor?.post.title).toBe('항상 비밀글 (수정)')
    expect(forVisitor?.post.content).toBeNull()
    expect(forVisitor?.attachments).toEqual([])
    const forStaff = await views.viewBoardPost(payload, [93], id, new Date(), { isStaff: true })
    expect(forStaff?.locked).toBe(false)
    expect(JSON.stringify(forStaff?.post.content)).toContain('항상 비밀글 본문입니다.')
  })
})

describe(`the search index follows the posts on ${dialect}`, () => {
  const found = async (boardSeq: number, q: string, field: 'title' | 'content' | 'all' = 'all', now?: Date) =>
    (await boards.listBoardPosts(payload, { boardSeq, field, q, now })).rows.map((r) => r.title).sort()

  it('gives the same posts as a substring match, for terms of every length and every field', async () => {
    const posts: [title: string, body: string][] = [
      ['열 회수 환기', '폐열 회수 장치의 효율'],
      ['태양광 효율 향상', '지붕 위 BF 인증 모듈'],
      ['에너지효율등급 인증', '제로에너지건축물 지원'],
      ['bf 인증 안내', '장애물 없는 생활환경'],
      ['녹색건축 설명회', '열섬 현상과 단열'],
    ]
    for (const [title, body] of posts) await createPost(payload, { boardSeq: 95, title, body })
    const expected = (q: string, field: 'title' | 'content' | 'all') =>
      posts
        .filter(([title, body]) => {
          const t = title.toLowerCase().includes(q.toLowerCase())
          const c = body.toLowerCase().includes(q.toLowerCase())
          return field === 'title' ? t : field === 'content' ? c : t || c
        })
        .map(([title]) => title)
        .sort()
    for (const q of [
      '열',
      '효율',
      '인증',
      'BF',
      'bf 인',
      '에너지',
      '에너지효율',
      '회수 장치',
      '단열',
      '없음',
      '율등급',
    ])
      for (const field of ['title', 'content', 'all'] as const) {
        expect({ q, field, titles: await found(95, q, field) }).toEqual({ q, field, titles: expected(q, field) })
      }
  })

  it('counts and pages every match, newest first', async () => {
    for (let i = 1; i <= 25; i++) await createPost(payload, { boardSeq: 96, title: `단열 공사 ${i}` })
    await createPost(payload, { boardSeq: 96, title: '창호 교체' })
    const third = await boards.listBoardPosts(payload, { boardSeq: 96, field: 'title', q: '단열', page: 3 })
    expect(third.totalDocs).toBe(25)
    expect(third.totalPages).toBe(3)
    expect(third.rows.map((r) => r.title)).toEqual([
      '단열 공사 5',
      '단열 공사 4',
      '단열 공사 3',
      '단열 공사 2',
      '단열 공사 1',
    ])
    expect(third.rows.map((r) => r.number)).toEqual([5, 4, 3, 2, 1])
    // Totals are kept between requests; a new post drops them at once.
    expect((await boards.listBoardPosts(payload, { boardSeq: 96 })).totalDocs).toBe(26)
    await createPost(payload, { boardSeq: 96, title: '단열 공사 26' })
    expect((await boards.listBoardPosts(payload, { boardSeq: 96 })).totalDocs).toBe(27)
    const first = await boards.listBoardPosts(payload, { boardSeq: 96, field: 'title', q: '단열' })
    expect(first.totalDocs).toBe(26)
    expect(first.rows[0]).toMatchObject({ title: '단열 공사 26', number: 26 })
  })

  it('keeps finding the published text while a newer draft is saved, and the new text once it is published', async () => {
    const post = await createPost(payload, { boardSeq: 97, title: '지열 설비 안내' })
    await payload.update({
      collection: 'posts',
      id: post.id,
      draft: true,
      data: { title: '조명 설비 안내' },
      overrideAccess: true,
    })
    expect(await found(97, '지열', 'title')).toEqual(['지열 설비 안내'])
    expect(await found(97, '조명', 'title')).toEqual([])
    await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: '조명 설비 안내', _status: 'published' },
      overrideAccess: true,
    })
    expect(await found(97, '조명', 'title')).toEqual(['조명 설비 안내'])
    expect(await found(97, '지열', 'title')).toEqual([])
  })

  it('drops posts that are unpublished, trashed or deleted, and respects the display period', async () => {
    const unpublished = await createPost(payload, { boardSeq: 98, title: '냉방 점검 1' })
    const trashed = await createPost(payload, { boardSeq: 98, title: '냉방 점검 2' })
    const deleted = await createPost(payload, { boardSeq: 98, title: '냉방 점검 3' })
    await createPost(payload, { boardSeq: 98, title: '냉방 점검 4', displayFrom: '2030-01-01T00:00:00.000Z' })
    await createPost(payload, { boardSeq: 98, title: '냉방 점검 5' })
    await payload.update({
      collection: 'posts',
      id: unpublished.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'posts',
      id: trashed.id,
      data: { deletedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'posts', id: deleted.id, overrideAccess: true })
    expect(await found(98, '냉방')).toEqual(['냉방 점검 5'])
    expect(await found(98, '냉방', 'all', new Date('2030-06-01T00:00:00.000Z'))).toEqual(['냉방 점검 4', '냉방 점검 5'])
  })

  it('finds posts written past the hooks once the index is rebuilt', async () => {
    const { sql } = await import('drizzle-orm')
    const { rebuildSearchIndex } = await import('@/modules/boards/search-index')
    const { rawDbOf, rawExec } = await import('@/lib/raw-sql')
    const db = rawDbOf(payload)
    const at = new Date().toISOString()
    const insert = sql`INSERT INTO posts (board_seq, title, plain_text, is_notice, published_at, author_name, view_count, _status, updated_at, created_at)
      VALUES (99, ${'환기 장치 교체'}, ${'본문'}, ${false}, ${at}, ${'관리자'}, ${0}, ${'published'}, ${at}, ${at})`
    await rawExec(db, insert)
    expect(await found(99, '환기')).toEqual([])
    await rebuildSearchIndex(db)
    expect(await found(99, '환기')).toEqual(['환기 장치 교체'])
    expect(await found(1, '고정', 'title')).toEqual(['고정 공지 1', '고정 공지 2', '고정 공지 3'])
  })
})

describe(`search terms with SQL wildcard characters on ${dialect}`, () => {
  it('matches %, _ and \\ literally: "%00" finds "%00" only, "_" finds only titles with "_"', async () => {
    await createPost(payload, { boardSeq: 94, title: '할인율 50% 적용 안내' })
    await createPost(payload, { boardSeq: 94, title: '2000년 설립 기념' })
    await createPost(payload, { boardSeq: 94, title: 'file_name 규칙' })
    await createPost(payload, { boardSeq: 94, title: '경로 C:\\data 안내' })
    const titles = async (q: string) =>
      (await boards.listBoardPosts(payload, { boardSeq: 94, field: 'title', q })).rows.map((r) => r.title).sort()
    expect(await titles('0%')).toEqual(['할인율 50% 적용 안내'])
    expect(await titles('%00')).toEqual([])
    expect(await titles('00')).toEqual(['2000년 설립 기념'])
    expect(await titles('_')).toEqual(['file_name 규칙'])
    expect(await titles('e_n')).toEqual(['file_name 규칙'])
    expect(await titles('C:\\d')).toEqual(['경로 C:\\data 안내'])
  })
})
