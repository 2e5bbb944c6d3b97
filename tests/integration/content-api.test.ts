import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { pageUrls } from '@/collections/pages/revalidate'
import { call, createAccount, publishWithoutApproval, siteOrigin, testPassword } from '../support/api'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let operations: typeof import('@/modules/content-api/operations').contentOperations
let signin: typeof import('@/app/api/v1/signin/route')
let boards: typeof import('@/app/api/v1/boards/route')
let board: typeof import('@/app/api/v1/boards/[boardSeq]/route')
let posts: typeof import('@/app/api/v1/boards/[boardSeq]/posts/route')
let post: typeof import('@/app/api/v1/boards/[boardSeq]/posts/[id]/route')
let attachments: typeof import('@/app/api/v1/boards/[boardSeq]/posts/[id]/attachments/route')
let banners: typeof import('@/app/api/v1/banners/route')
let banner: typeof import('@/app/api/v1/banners/[id]/route')
let bannerOrder: typeof import('@/app/api/v1/banners/order/route')
let popups: typeof import('@/app/api/v1/popups/route')
let popup: typeof import('@/app/api/v1/popups/[id]/route')
let popupOrder: typeof import('@/app/api/v1/popups/order/route')
let pages: typeof import('@/app/api/v1/pages/route')
let page: typeof import('@/app/api/v1/pages/[...path]/route')
let file: typeof import('@/app/api/v1/files/[id]/route')
let download: typeof import('@/app/api/v1/files/[id]/download/route')

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
const script = Buffer.from('#!/bin/sh\necho not a document\n')
const unauthorized = { error: { code: 'UNAUTHORIZED', message: '다시 로그인 해주세요.' } }
const forbidden = { error: { code: 'FORBIDDEN', message: '이 작업을 할 권한이 없습니다.' } }

/** Every 2xx body must match the response schema the OpenAPI document publishes for the operation. */
// biome-ignore lint/suspicious/noExplicitAny: the body is checked against the documented schema right here
function documented(operationId: string, res: { status: number; body: unknown }): any {
  const op = operations.find((o) => o.operationId === operationId)
  if (!op) throw new Error(`no operation ${operationId}`)
  const schema = op.responses[res.status]?.schema as z.ZodType | undefined
  expect(schema, `${operationId} documents ${res.status}`).toBeDefined()
  const parsed = (schema as z.ZodType).safeParse(res.body)
  expect(parsed.success, `${operationId}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true)
  return res.body
}

async function signIn(userId: string) {
  const res = await call(signin.POST, '/api/v1/signin', {
    method: 'POST',
    query: { userId, password: testPassword },
    ip: '203.0.113.77',
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.accessToken as string
}

/** A multipart upload with one field `file`, as a browser or `curl -F file=@…` sends it. */
async function upload(
  path: string,
  params: { boardSeq: string; id: string },
  token: string | undefined,
  data: Buffer,
  name: string,
) {
  const form = new FormData()
  form.set('file', new File([new Uint8Array(data)], name, { type: 'application/octet-stream' }))
  const headers = new Headers({ 'x-client-ip': '203.0.113.10' })
  if (token) headers.set('authorization', `Bearer ${token}`)
  const response = await attachments.POST(
    new Request(new URL(path, siteOrigin), { method: 'POST', headers, body: form }),
    {
      params: Promise.resolve(params),
    },
  )
  return { status: response.status, body: await response.json() }
}

/** `GET /api/v1/pages/{path}`, whose catch-all route receives the path as segments. */
async function readPage(segments: string[]) {
  const response = await page.GET(new Request(`${siteOrigin}/api/v1/pages/${segments.join('/')}`), {
    params: Promise.resolve({ path: segments }),
  })
  return { status: response.status, body: await response.json() }
}

const postPath = (boardSeq: number, id: number | string) => ({
  path: `/api/v1/boards/${boardSeq}/posts/${id}`,
  params: { boardSeq: String(boardSeq), id: String(id) },
})

describe(`content API (/api/v1 boards, posts, banners, popups, pages, files) on ${dialect}`, () => {
  let editor: string // group 3 편집자: boards read/write/delete, no banners or popups
  let manager: string // group 2 관리자: all content
  let pagesOnly: string // a group that may only read pages

  beforeAll(async () => {
    payload = await createSeededPayload()
    operations = (await import('@/modules/content-api/operations')).contentOperations
    signin = await import('@/app/api/v1/signin/route')
    boards = await import('@/app/api/v1/boards/route')
    board = await import('@/app/api/v1/boards/[boardSeq]/route')
    posts = await import('@/app/api/v1/boards/[boardSeq]/posts/route')
    post = await import('@/app/api/v1/boards/[boardSeq]/posts/[id]/route')
    attachments = await import('@/app/api/v1/boards/[boardSeq]/posts/[id]/attachments/route')
    banners = await import('@/app/api/v1/banners/route')
    banner = await import('@/app/api/v1/banners/[id]/route')
    bannerOrder = await import('@/app/api/v1/banners/order/route')
    popups = await import('@/app/api/v1/popups/route')
    popup = await import('@/app/api/v1/popups/[id]/route')
    popupOrder = await import('@/app/api/v1/popups/order/route')
    pages = await import('@/app/api/v1/pages/route')
    page = await import('@/app/api/v1/pages/[...path]/route')
    file = await import('@/app/api/v1/files/[id]/route')
    download = await import('@/app/api/v1/files/[id]/download/route')
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 9,
        name: '페이지 열람',
        boardSeqs: [],
        permissions: { pages: { read: true, write: false, delete: false } },
      },
    })
    await publishWithoutApproval(payload, 3)
    await createAccount(payload, 'editor3', 3)
    await createAccount(payload, 'manager2', 2)
    await createAccount(payload, 'pagesonly', 9)
    editor = await signIn('editor3')
    manager = await signIn('manager2')
    pagesOnly = await signIn('pagesonly')
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  describe('boards', () => {
    it('lists every board setting publicly, newsletter board 4 included', async () => {
      const res = await call(boards.GET, '/api/v1/boards')
      expect(res.status).toBe(200)
      documented('listBoards', res)
      const notice = res.body.items.find((b: { boardSeq: number }) => b.boardSeq === 1)
      expect(notice).toMatchObject({ name: '공지사항', useCategories: true, categories: ['공지', '교육', '행사'] })
      expect(notice.maxAttachmentMb).toBeGreaterThan(0)
      expect(res.body.items.find((b: { boardSeq: number }) => b.boardSeq === 4)).toMatchObject({ type: 'newsletter' })
      expect(res.body.items.find((b: { boardSeq: number }) => b.boardSeq === 3)).toMatchObject({
        type: 'qna',
        secretPosts: 'optional',
        allowAttachments: false,
        maxAttachments: 0,
      })
    })

    it('reads one board, 404 for an unknown one and 400 for a non-numeric one', async () => {
      const one = await call(board.GET, '/api/v1/boards/4', { params: { boardSeq: '4' } })
      expect(one.status).toBe(200)
      expect(documented('getBoard', one)).toMatchObject({ boardSeq: 4, name: '뉴스레터' })
      const unknown = await call(board.GET, '/api/v1/boards/999', { params: { boardSeq: '999' } })
      expect(unknown.status).toBe(404)
      expect(unknown.body).toEqual({ error: { code: 'NOT_FOUND', message: '게시판을 찾을 수 없습니다.' } })
      for (const bad of ['abc', '1.5', '0', '-1', '99999999999']) {
        const res = await call(board.GET, `/api/v1/boards/${bad}`, { params: { boardSeq: bad } })
        expect(res.status, bad).toBe(400)
        expect(res.body.error.code).toBe('INVALID_INPUT')
      }
    })
  })

  describe('posts, public', () => {
    it('pages through a board with pinned notices above the first page only', async () => {
      const first = await call(posts.GET, '/api/v1/boards/1/posts', {
        query: { pageSize: 5 },
        params: { boardSeq: '1' },
      })
      expect(first.status).toBe(200)
      documented('listPosts', first)
      expect(first.body.pinned.map((p: { isNotice: boolean }) => p.isNotice)).toEqual([true, true, true])
      expect(first.body.items).toHaveLength(5)
      expect(first.body).toMatchObject({ pageNo: 1, pageSize: 5, total: 21, totalPages: 5 })
      expect(first.body.items[0].number).toBe(21)
      const second = await call(posts.GET, '/api/v1/boards/1/posts', {
        query: { pageNo: 2, pageSize: 5 },
        params: { boardSeq: '1' },
      })
      expect(documented('listPosts', second)).toMatchObject({ pinned: [], pageNo: 2 })
      expect(second.body.items[0].number).toBe(16)
      const firstIds = new Set(first.body.items.map((p: { id: number }) => p.id))
      expect(second.body.items.some((p: { id: number }) => firstIds.has(p.id))).toBe(false)
    })

    it('uses the board page size by default and exposes the newsletters as board 4', async () => {
      const res = await call(posts.GET, '/api/v1/boards/4/posts', { params: { boardSeq: '4' } })
      expect(documented('listPosts', res)).toMatchObject({ pageSize: 10, total: 24 })
      expect(res.body.items[0].title).toMatch(/^녹색기후기술원 뉴스레터 \d{4}년 \d{1,2}월호$/)
    })

    it('searches Korean words in the title, the content or both, and filters by category', async () => {
      const byTitle = await call(posts.GET, '/api/v1/boards/1/posts', {
        query: { searchKind: 'title', searchText: '세미나' },
        params: { boardSeq: '1' },
      })
      expect(documented('listPosts', byTitle).pinned).toEqual([])
      expect(byTitle.body.items.map((p: { title: string }) => p.title)).toEqual(['탄소중립 건축 세미나 개최 안내'])
      const inContent = await call(posts.GET, '/api/v1/boards/1/posts', {
        query: { searchKind: 'content', searchText: '대한상공회의소 국제회의실' },
        params: { boardSeq: '1' },
      })
      expect(inContent.body.total).toBe(1)
      const titleOnly = await call(posts.GET, '/api/v1/boards/1/posts', {
        query: { searchKind: 'title', searchText: '담당 부서' },
        params: { boardSeq: '1' },
      })
      expect(titleOnly.body.total).toBe(0)
      const category = await call(posts.GET, '/api/v1/boards/1/posts', {
        query: { category: '행사', pageSize: 100 },
        params: { boardSeq: '1' },
      })
      expect(documented('listPosts', category).total).toBe(4)
      expect(category.body.items.every((p: { category: string }) => p.category === '행사')).toBe(true)
    })

    it('refuses bad paging and search input with 400, never 500', async () => {
      for (const query of [
        { pageSize: 101 },
        { pageSize: 0 },
        { pageNo: 0 },
        { pageNo: 'abc' },
        { pageSize: '1e3' },
        { searchKind: 'author' },
        { searchText: '가'.repeat(51) },
      ]) {
        const res = await call(posts.GET, '/api/v1/boards/1/posts', { query, params: { boardSeq: '1' } })
        expect(res.status, JSON.stringify(query)).toBe(400)
        expect(res.body.error.code).toBe('INVALID_INPUT')
      }
      const qna = await call(posts.GET, '/api/v1/boards/3/posts', { params: { boardSeq: '3' } })
      expect(qna.status).toBe(404)
    })

    it('keeps drafts and posts outside their display period out of lists and views', async () => {
      const draft = await createPost(payload, { boardSeq: 1, title: '임시저장 비공개 글', draft: true })
      const future = await createPost(payload, {
        boardSeq: 1,
        title: '예약 게시 비공개 글',
        displayFrom: new Date(Date.now() + 86_400_000).toISOString(),
      })
      const expired = await createPost(payload, {
        boardSeq: 1,
        title: '기간 끝난 비공개 글',
        displayUntil: new Date(Date.now() - 60_000).toISOString(),
      })
      const list = await call(posts.GET, '/api/v1/boards/1/posts', {
        query: { searchText: '비공개 글' },
        params: { boardSeq: '1' },
      })
      expect(list.body.total).toBe(0)
      for (const hidden of [draft, future, expired]) {
        const res = await call(post.GET, postPath(1, hidden.id).path, { params: postPath(1, hidden.id).params })
        expect(res.status).toBe(404)
        expect(res.body.error.message).toBe('게시글을 찾을 수 없습니다.')
      }
    })

    it('shows a post with its content, neighbours and attachment list; 404 on another board, 400 for a bad id', async () => {
      const list = await call(posts.GET, '/api/v1/boards/4/posts', { query: { pageNo: 2 }, params: { boardSeq: '4' } })
      const target = list.body.items[0]
      const res = await call(post.GET, postPath(4, target.id).path, { params: postPath(4, target.id).params })
      expect(res.status).toBe(200)
      const body = documented('getPost', res) as { previous: { id: number }; next: { id: number } }
      expect(res.body).toMatchObject({ id: target.id, boardSeq: 4, title: target.title, attachments: [] })
      expect(res.body.contentText).toContain('이번 호의 주제는')
      expect(body.previous.id).toBe(list.body.items[1].id)
      expect(body.next).not.toBeNull()
      const elsewhere = await call(post.GET, postPath(1, target.id).path, { params: postPath(1, target.id).params })
      expect(elsewhere.status).toBe(404)
      const unknown = await call(post.GET, postPath(4, 987654).path, { params: postPath(4, 987654).params })
      expect(unknown.status).toBe(404)
      const bad = await call(post.GET, postPath(4, 'abc').path, { params: postPath(4, 'abc').params })
      expect(bad.status).toBe(400)
    })
    it('shows the project details of a performance record', async () => {
      const list = await call(posts.GET, '/api/v1/boards/5/posts', {
        query: { pageSize: 1 },
        params: { boardSeq: '5' },
      })
      const first = list.body.items[0]
      const res = await call(post.GET, postPath(5, first.id).path, { params: postPath(5, first.id).params })
      expect(documented('getPost', res).performance).toMatchObject({
        year: expect.any(Number),
        recordType: expect.any(String),
        client: expect.any(String),
      })
      const notice = await call(posts.GET, '/api/v1/boards/1/posts', {
        query: { pageSize: 1 },
        params: { boardSeq: '1' },
      })
      const plain = await call(post.GET, postPath(1, notice.body.items[0].id).path, {
        params: postPath(1, notice.body.items[0].id).params,
      })
      expect(documented('getPost', plain).performance).toBeNull()
    })
  })

  describe('posts, staff', () => {
    let created: { id: number }

    it('writes a posting’s period and terms on 채용정보 only, a key at a time, with the admin’s period rule', async () => {
      const koreanDay = (offsetDays: number) =>
        new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)
      const res = await call(posts.POST, '/api/v1/boards/8/posts', {
        method: 'POST',
        token: manager,
        params: { boardSeq: '8' },
        json: {
          title: 'API로 올린 연구원 채용',
          content: '채용 공고',
          recruitment: {
            applyFrom: koreanDay(-1),
            applyUntil: koreanDay(5),
            employmentType: 'contract',
            workplace: '세종',
          },
        },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(documented('createPost', res).recruitment).toMatchObject({
        employmentType: 'contract',
        workplace: '세종',
        status: 'open',
        dDay: 'D-5',
      })
      expect(res.body.recruitment.applyFrom).toContain(koreanDay(-1).slice(0, 7))
      const id = res.body.id as number
      // Only the keys sent change; null clears one.
      const moved = await call(post.PATCH, `/api/v1/boards/8/posts/${id}`, {
        method: 'PATCH',
        token: manager,
        params: { boardSeq: '8', id: String(id) },
        json: { recruitment: { applyUntil: koreanDay(0), workplace: null } },
      })
      expect(moved.status, JSON.stringify(moved.body)).toBe(200)
      expect(moved.body.recruitment).toMatchObject({ employmentType: 'contract', workplace: null, dDay: 'D-day' })
      // A deadline before the start, a day that does not exist and an unknown type are refused, changing nothing.
      for (const [recruitment, message] of [
        [{ applyUntil: koreanDay(-3) }, '접수 마감일은 접수 시작일과 같거나 그 뒤여야 합니다.'],
        [{ applyFrom: '2026-02-30' }, '접수 시작(applyFrom)은(는) 있는 날짜여야 합니다.'],
        [{ employmentType: 'volunteer' }, '고용형태는'],
      ] as const) {
        const refused = await call(post.PATCH, `/api/v1/boards/8/posts/${id}`, {
          method: 'PATCH',
          token: manager,
          params: { boardSeq: '8', id: String(id) },
          json: { recruitment },
        })
        expect(refused.status, JSON.stringify(refused.body)).toBe(400)
        expect(JSON.stringify(refused.body)).toContain(message)
      }
      // Another board has no posting terms.
      const elsewhere = await call(posts.POST, '/api/v1/boards/1/posts', {
        method: 'POST',
        token: manager,
        params: { boardSeq: '1' },
        json: { title: '공지에 붙인 채용 정보', recruitment: { workplace: '세종' } },
      })
      expect(elsewhere.status).toBe(400)
      expect(elsewhere.body.error.message).toBe('채용 정보(recruitment)는 채용정보 게시판에만 쓸 수 있습니다.')
      const stored = await payload.findByID({ collection: 'posts', id, overrideAccess: true, depth: 0 })
      expect(stored.recruitment?.employmentType).toBe('contract')
      expect(stored.recruitment?.workplace ?? null).toBeNull()
    })

    it('creates a post from plain text for a permitted account, stored as Lexical paragraphs', async () => {
      const res = await call(posts.POST, '/api/v1/boards/1/posts', {
        method: 'POST',
        token: editor,
        params: { boardSeq: '1' },
        json: {
          title: 'API로 올린 교육 안내',
          content: '첫째 문단입니다.\n\n둘째 문단에는 녹색건축 용어가 있습니다.',
          category: '교육',
        },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      created = documented('createPost', res) as { id: number }
      expect(res.body).toMatchObject({ title: 'API로 올린 교육 안내', status: 'published', category: '교육' })
      expect(res.body.contentText).toBe('첫째 문단입니다.\n둘째 문단에는 녹색건축 용어가 있습니다.')
      expect(res.body.content.root.children).toHaveLength(2)
      const stored = await payload.findByID({ collection: 'posts', id: created.id, overrideAccess: true, depth: 1 })
      // The author is the account behind the token, set by the collection's own hook.
      expect(typeof stored.author === 'object' ? stored.author?.username : stored.author).toBe('editor3')
      const found = await call(posts.GET, '/api/v1/boards/1/posts', {
        query: { searchKind: 'content', searchText: '녹색건축 용어' },
        params: { boardSeq: '1' },
      })
      expect(found.body.items.map((p: { id: number }) => p.id)).toEqual([created.id])
      const paragraphs = await call(posts.POST, '/api/v1/boards/4/posts', {
        method: 'POST',
        token: editor,
        params: { boardSeq: '4' },
        json: { title: '뉴스레터 특별호', content: ['하나', '둘', '셋'], status: 'draft' },
      })
      expect(documented('createPost', paragraphs)).toMatchObject({ status: 'draft', contentText: '하나\n둘\n셋' })
      const hidden = await call(post.GET, postPath(4, paragraphs.body.id).path, {
        params: postPath(4, paragraphs.body.id).params,
      })
      expect(hidden.status).toBe(404)
    })

    it('answers writes without a token with 401 and without the group right with 403, changing nothing', async () => {
      const before = await payload.count({ collection: 'posts', overrideAccess: true })
      const anonymous = await call(posts.POST, '/api/v1/boards/1/posts', {
        method: 'POST',
        params: { boardSeq: '1' },
        json: { title: '토큰 없음' },
      })
      expect(anonymous.status).toBe(401)
      expect(anonymous.body).toEqual(unauthorized)
      const noRight = await call(posts.POST, '/api/v1/boards/1/posts', {
        method: 'POST',
        token: pagesOnly,
        params: { boardSeq: '1' },
        json: { title: '권한 없음' },
      })
      expect(noRight.status).toBe(403)
      expect(noRight.body).toEqual(forbidden)
      const patch = await call(post.PATCH, postPath(1, created.id).path, {
        method: 'PATCH',
        token: pagesOnly,
        params: postPath(1, created.id).params,
        json: { title: '바꿈' },
      })
      expect(patch.status).toBe(403)
      const del = await call(post.DELETE, postPath(1, created.id).path, {
        method: 'DELETE',
        params: postPath(1, created.id).params,
      })
      expect(del.status).toBe(401)
      expect((await payload.count({ collection: 'posts', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    })

    it('refuses bad post input with 400 and a Korean message', async () => {
      const cases: unknown[] = [
        {},
        { title: '' },
        { title: 123 },
        { title: '제목', isNotice: 'yes' },
        { title: '제목', unknownKey: 1 },
        { title: '제목', publishedAt: 'yesterday' },
        { title: '제목', category: '없는분류' },
        { title: '제목', content: { root: {} } },
        { title: '제목', displayFrom: '2026-02-01T00:00:00Z', displayUntil: '2026-01-01T00:00:00Z' },
        { title: '가'.repeat(201) },
        [],
      ]
      for (const json of cases) {
        const res = await call(posts.POST, '/api/v1/boards/1/posts', {
          method: 'POST',
          token: editor,
          params: { boardSeq: '1' },
          json,
        })
        expect(res.status, JSON.stringify(json)).toBe(400)
        expect(res.body.error.message).toMatch(/[가-힣]/)
      }
      const broken = await posts.POST(
        new Request(`${siteOrigin}/api/v1/boards/1/posts`, {
          method: 'POST',
          headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
          body: '{"title": ',
        }),
        { params: Promise.resolve({ boardSeq: '1' }) },
      )
      expect(broken.status).toBe(400)
      const noBoard = await call(posts.POST, '/api/v1/boards/999/posts', {
        method: 'POST',
        token: editor,
        params: { boardSeq: '999' },
        json: { title: '없는 게시판' },
      })
      expect(noBoard.status).toBe(404)
    })

    it('updates only the keys sent and can take a post off the site as a draft', async () => {
      const res = await call(post.PATCH, postPath(1, created.id).path, {
        method: 'PATCH',
        token: editor,
        params: postPath(1, created.id).params,
        json: { title: 'API로 고친 교육 안내', isNotice: true },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(documented('updatePost', res)).toMatchObject({
        title: 'API로 고친 교육 안내',
        isNotice: true,
        category: '교육',
        contentText: '첫째 문단입니다.\n둘째 문단에는 녹색건축 용어가 있습니다.',
      })
      const pinned = await call(posts.GET, '/api/v1/boards/1/posts', { params: { boardSeq: '1' } })
      expect(pinned.body.pinned.map((p: { id: number }) => p.id)).toContain(created.id)
      const draft = await call(post.PATCH, postPath(1, created.id).path, {
        method: 'PATCH',
        token: editor,
        params: postPath(1, created.id).params,
        json: { status: 'draft' },
      })
      expect(documented('updatePost', draft)).toMatchObject({ status: 'draft' })
      const gone = await call(post.GET, postPath(1, created.id).path, { params: postPath(1, created.id).params })
      expect(gone.status).toBe(404)
      const back = await call(post.PATCH, postPath(1, created.id).path, {
        method: 'PATCH',
        token: editor,
        params: postPath(1, created.id).params,
        json: { status: 'published', isNotice: false },
      })
      expect(back.body.status).toBe('published')
      const visible = await call(post.GET, postPath(1, created.id).path, { params: postPath(1, created.id).params })
      expect(visible.status).toBe(200)
      const unknown = await call(post.PATCH, postPath(1, 987654).path, {
        method: 'PATCH',
        token: editor,
        params: postPath(1, 987654).params,
        json: { title: '없음' },
      })
      expect(unknown.status).toBe(404)
    })

    it('deletes into the trash: gone from the site, kept for the admin to restore', async () => {
      const victim = await createPost(payload, { boardSeq: 8, title: '휴지통으로 갈 채용 공고' })
      const res = await call(post.DELETE, postPath(8, victim.id).path, {
        method: 'DELETE',
        token: editor,
        params: postPath(8, victim.id).params,
      })
      expect(res.status).toBe(200)
      expect(documented('deletePost', res)).toEqual({ id: victim.id, deleted: true })
      const view = await call(post.GET, postPath(8, victim.id).path, { params: postPath(8, victim.id).params })
      expect(view.status).toBe(404)
      const trashed = await payload.find({
        collection: 'posts',
        overrideAccess: true,
        trash: true,
        where: { id: { equals: victim.id } },
      })
      expect(Date.now() - Date.parse(String(trashed.docs[0]?.deletedAt))).toBeLessThan(60_000)
      const again = await call(post.DELETE, postPath(8, victim.id).path, {
        method: 'DELETE',
        token: editor,
        params: postPath(8, victim.id).params,
      })
      expect(again.status).toBe(404)
    })
  })

  describe('attachments and files', () => {
    let target: { id: number }
    let fileId: number

    beforeAll(async () => {
      target = (await createPost(payload, { boardSeq: 1, title: '첨부파일 시험 글' })) as { id: number }
      const { docs } = await payload.find({ collection: 'boards', where: { boardSettingSeq: { equals: 1 } } })
      await payload.update({
        collection: 'boards',
        id: docs[0]?.id as number,
        overrideAccess: true,
        data: { maxAttachmentMb: 1, maxAttachments: 2 },
      })
    })

    it('uploads an accepted document and lists it on the post under its Korean name', async () => {
      const { path, params } = postPath(1, target.id)
      const res = await upload(`${path}/attachments`, params, editor, pdf, '2026년 교육 안내.pdf')
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      documented('uploadPostAttachment', res)
      expect(res.body).toMatchObject({ name: '2026년 교육 안내.pdf', mimeType: 'application/pdf', downloadCount: 0 })
      fileId = res.body.id
      expect(res.body.downloadUrl).toBe(`/api/v1/files/${fileId}/download`)
      const view = await call(post.GET, path, { params })
      expect(view.body.attachments).toEqual([res.body])
    })

    it('refuses a file above the board limit with 413 and content that is not a document with 415', async () => {
      const { path, params } = postPath(1, target.id)
      const big = Buffer.concat([pdf, Buffer.alloc(1024 * 1024 + 10)])
      const tooBig = await upload(`${path}/attachments`, params, editor, big, '큰 파일.pdf')
      expect(tooBig.status).toBe(413)
      expect(tooBig.body.error.message).toBe('"큰 파일.pdf" 파일이 너무 큽니다. 파일당 1MB까지 올릴 수 있습니다.')
      const wrong = await upload(`${path}/attachments`, params, editor, script, '보고서.pdf')
      expect(wrong.status).toBe(415)
      expect(wrong.body.error.message).toBe(
        'PDF, HWP, HWPX, DOCX, XLSX, PPTX, ZIP 또는 이미지 파일만 첨부할 수 있습니다.',
      )
      const second = await upload(`${path}/attachments`, params, editor, pdf, '두번째.pdf')
      expect(second.status).toBe(201)
      const third = await upload(`${path}/attachments`, params, editor, pdf, '세번째.pdf')
      expect(third.status).toBe(409)
      expect(third.body.error.message).toBe('첨부파일은 2개까지 올릴 수 있습니다.')
      const names = (await payload.find({ collection: 'attachments', overrideAccess: true, limit: 100 })).docs.map(
        (a) => a.originalName,
      )
      expect(names).not.toContain('큰 파일.pdf')
      expect(names).not.toContain('보고서.pdf')
      expect(names).not.toContain('세번째.pdf')
    })

    it('refuses uploads without a token (401), without the right (403) and on the Q&A board (404)', async () => {
      const { path, params } = postPath(1, target.id)
      expect((await upload(`${path}/attachments`, params, undefined, pdf, 'a.pdf')).status).toBe(401)
      expect((await upload(`${path}/attachments`, params, pagesOnly, pdf, 'a.pdf')).status).toBe(403)
      const other = postPath(3, target.id)
      expect((await upload(`${other.path}/attachments`, other.params, editor, pdf, 'a.pdf')).status).toBe(404)
    })

    it('describes a file and counts each download, sent under its UTF-8 name with nosniff', async () => {
      const info = await call(file.GET, `/api/v1/files/${fileId}`, { params: { id: String(fileId) } })
      expect(info.status).toBe(200)
      expect(documented('getFile', info)).toMatchObject({
        id: fileId,
        postId: target.id,
        boardSeq: 1,
        downloadCount: 0,
      })
      const response = await download.GET(new Request(`${siteOrigin}/api/v1/files/${fileId}/download`), {
        params: Promise.resolve({ id: String(fileId) }),
      })
      expect(response.status).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent('2026년 교육 안내.pdf')}`,
      )
      const after = await call(file.GET, `/api/v1/files/${fileId}`, { params: { id: String(fileId) } })
      expect(after.body.downloadCount).toBe(1)
      const view = await call(post.GET, postPath(1, target.id).path, { params: postPath(1, target.id).params })
      expect(view.body.attachments[0].downloadCount).toBe(1)
    })

    it('answers unknown, malformed and hidden files with 404 or 400', async () => {
      expect((await call(file.GET, '/api/v1/files/987654', { params: { id: '987654' } })).status).toBe(404)
      expect((await call(file.GET, '/api/v1/files/abc', { params: { id: 'abc' } })).status).toBe(400)
      const missing = await call(download.GET, '/api/v1/files/987654/download', { params: { id: '987654' } })
      expect(missing.status).toBe(404)
      expect(missing.body.error.code).toBe('NOT_FOUND')
      await payload.update({
        collection: 'posts',
        id: target.id,
        overrideAccess: true,
        data: { displayFrom: new Date(Date.now() + 86_400_000).toISOString() },
      })
      const hidden = await call(download.GET, `/api/v1/files/${fileId}/download`, { params: { id: String(fileId) } })
      expect(hidden.status).toBe(404)
      const stored = await payload.findByID({ collection: 'attachments', id: fileId, overrideAccess: true })
      expect(stored.downloadCount).toBe(1)
    })
  })

  describe('banners', () => {
    const publicIds = async () => {
      const res = await call(banners.GET, '/api/v1/banners')
      expect(res.status).toBe(200)
      documented('listBanners', res)
      return res.body.items.map((b: { id: number }) => b.id) as number[]
    }

    it('lists the active banners in order and applies a new order at once', async () => {
      const before = await publicIds()
      expect(before).toHaveLength(3)
      const english = await call(banners.GET, '/api/v1/banners', { query: { locale: 'en' } })
      expect(english.body.items[0].title).toMatch(/[A-Za-z]/)
      const reversed = [...before].reverse()
      const invalidations = (await payload.count({ collection: 'cache-invalidations', overrideAccess: true })).totalDocs
      const res = await call(bannerOrder.PUT, '/api/v1/banners/order', {
        method: 'PUT',
        token: manager,
        json: { ids: reversed },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(documented('orderBanners', res)).toEqual({ ids: reversed })
      expect(await publicIds()).toEqual(reversed)
      // The home page is cached: every saved banner logs an invalidation of it for all server processes.
      const logged = await payload.find({
        collection: 'cache-invalidations',
        overrideAccess: true,
        sort: '-id',
        limit: 1,
      })
      expect(logged.totalDocs).toBeGreaterThan(invalidations)
      expect(logged.docs[0]?.paths).toEqual(pageUrls('index'))
    })

    it('refuses an order with an unknown id (400, nothing changes), without token (401) or right (403)', async () => {
      const before = await publicIds()
      const res = await call(bannerOrder.PUT, '/api/v1/banners/order', {
        method: 'PUT',
        token: manager,
        json: { ids: [before[0], 987654] },
      })
      expect(res.status).toBe(400)
      expect(res.body.error.message).toBe('없는 번호가 있습니다: 987654')
      for (const json of [{ ids: [] }, { ids: ['x'] }, { ids: [1, 1] }, { order: [1] }, {}]) {
        const bad = await call(bannerOrder.PUT, '/api/v1/banners/order', { method: 'PUT', token: manager, json })
        expect(bad.status, JSON.stringify(json)).toBe(400)
      }
      expect(await publicIds()).toEqual(before)
      const anonymous = await call(bannerOrder.PUT, '/api/v1/banners/order', { method: 'PUT', json: { ids: before } })
      expect(anonymous.body).toEqual(unauthorized)
      const editorTry = await call(bannerOrder.PUT, '/api/v1/banners/order', {
        method: 'PUT',
        token: editor,
        json: { ids: before },
      })
      expect(editorTry.status).toBe(403)
      expect(editorTry.body).toEqual(forbidden)
    })

    it('creates, updates and deletes a banner; it shows only while on and inside its period', async () => {
      const seeded = await payload.find({ collection: 'banners', overrideAccess: true, depth: 0, limit: 1 })
      const image = seeded.docs[0]?.imagePc as number
      const created = await call(banners.POST, '/api/v1/banners', {
        method: 'POST',
        token: manager,
        json: {
          title: '새 배너',
          alt: '새 배너 그림',
          imagePc: image,
          link: '/company/about',
          sortOrder: 0,
          startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      const record = documented('createBanner', created) as { id: number }
      expect(created.body).toMatchObject({ title: '새 배너', enabled: true, imagePc: { id: image } })
      expect(await publicIds()).not.toContain(record.id)
      const now = await call(banner.PATCH, `/api/v1/banners/${record.id}`, {
        method: 'PATCH',
        token: manager,
        params: { id: String(record.id) },
        json: { startsAt: null },
      })
      expect(documented('updateBanner', now)).toMatchObject({ startsAt: null, title: '새 배너' })
      expect((await publicIds())[0]).toBe(record.id)
      const off = await call(banner.PATCH, `/api/v1/banners/${record.id}`, {
        method: 'PATCH',
        token: manager,
        params: { id: String(record.id) },
        json: { enabled: false },
      })
      expect(off.status).toBe(200)
      expect(await publicIds()).not.toContain(record.id)
      const bad = await call(banner.PATCH, `/api/v1/banners/${record.id}`, {
        method: 'PATCH',
        token: manager,
        params: { id: String(record.id) },
        json: { link: 'javascript:alert(1)' },
      })
      expect(bad.status).toBe(400)
      const noImage = await call(banners.POST, '/api/v1/banners', {
        method: 'POST',
        token: manager,
        json: { title: '그림 없음', alt: '그림 없음', imagePc: 987654 },
      })
      expect(noImage.status).toBe(400)
      expect(noImage.body.error.message).toBe('이미지(미디어 987654번)를 찾을 수 없습니다.')
      const removed = await call(banner.DELETE, `/api/v1/banners/${record.id}`, {
        method: 'DELETE',
        token: manager,
        params: { id: String(record.id) },
      })
      expect(documented('deleteBanner', removed)).toEqual({ id: record.id, deleted: true })
      for (const id of ['abc', '0', '1.5']) {
        const res = await call(banner.PATCH, `/api/v1/banners/${id}`, {
          method: 'PATCH',
          token: manager,
          params: { id },
          json: { title: '번호 오류' },
        })
        expect(res.status, id).toBe(400)
      }
      const again = await call(banner.DELETE, `/api/v1/banners/${record.id}`, {
        method: 'DELETE',
        token: manager,
        params: { id: String(record.id) },
      })
      expect(again.status).toBe(404)
      const editorTry = await call(banner.DELETE, `/api/v1/banners/${record.id}`, {
        method: 'DELETE',
        token: editor,
        params: { id: String(record.id) },
      })
      expect(editorTry.status).toBe(403)
    })
  })

  describe('popups', () => {
    it('shows popups per device and in order, with staff create, order and delete', async () => {
      const make = async (title: string, device: string) => {
        const res = await call(popups.POST, '/api/v1/popups', {
          method: 'POST',
          token: manager,
          json: { title, device, content: '연휴 기간 안내입니다.', hideForHours: 24 },
        })
        expect(res.status, JSON.stringify(res.body)).toBe(201)
        return documented('createPopup', res) as { id: number }
      }
      const mobile = await make('모바일 공지', 'mobile')
      const everywhere = await make('전체 공지', 'all')
      const ids = async (device: string) => {
        const res = await call(popups.GET, '/api/v1/popups', { query: { device } })
        documented('listPopups', res)
        return res.body.items.map((p: { id: number }) => p.id) as number[]
      }
      expect(await ids('mobile')).toEqual(expect.arrayContaining([mobile.id, everywhere.id]))
      expect(await ids('pc')).toEqual([everywhere.id])
      const listed = await call(popups.GET, '/api/v1/popups', { query: { device: 'mobile' } })
      expect(listed.body.items[0].contentText).toBe('연휴 기간 안내입니다.')
      const order = await call(popupOrder.PUT, '/api/v1/popups/order', {
        method: 'PUT',
        token: manager,
        json: { ids: [everywhere.id, mobile.id] },
      })
      expect(documented('orderPopups', order).ids).toEqual([everywhere.id, mobile.id])
      expect(await ids('mobile')).toEqual([everywhere.id, mobile.id])
      const reorder = await call(popupOrder.PUT, '/api/v1/popups/order', {
        method: 'PUT',
        token: manager,
        json: { ids: [mobile.id] },
      })
      expect(reorder.body.ids).toEqual([mobile.id, everywhere.id])
      expect(await ids('mobile')).toEqual([mobile.id, everywhere.id])
      expect((await call(popups.GET, '/api/v1/popups', { query: { device: 'tv' } })).status).toBe(400)
      const badType = await call(popups.POST, '/api/v1/popups', {
        method: 'POST',
        token: manager,
        json: { title: '잘못된 종류', type: 'modal' },
      })
      expect(badType.status).toBe(400)
      const patched = await call(popup.PATCH, `/api/v1/popups/${mobile.id}`, {
        method: 'PATCH',
        token: manager,
        params: { id: String(mobile.id) },
        json: { endsAt: new Date(Date.now() - 1000).toISOString() },
      })
      expect(documented('updatePopup', patched).id).toBe(mobile.id)
      expect(await ids('mobile')).toEqual([everywhere.id])
      const editorTry = await call(popups.POST, '/api/v1/popups', {
        method: 'POST',
        token: editor,
        json: { title: '편집자' },
      })
      expect(editorTry.status).toBe(403)
      const removed = await call(popup.DELETE, `/api/v1/popups/${everywhere.id}`, {
        method: 'DELETE',
        token: manager,
        params: { id: String(everywhere.id) },
      })
      expect(documented('deletePopup', removed)).toEqual({ id: everywhere.id, deleted: true })
      expect(await ids('pc')).toEqual([])
      const unknown = await call(popup.PATCH, '/api/v1/popups/987654', {
        method: 'PATCH',
        token: manager,
        params: { id: '987654' },
        json: { title: '없음' },
      })
      expect(unknown.status).toBe(404)
    })
  })

  describe('pages', () => {
    it('lists published pages and reads one by its path, plain or encoded', async () => {
      await payload.create({
        collection: 'pages',
        overrideAccess: true,
        draft: true,
        data: { path: 'company/draft-only', title: '아직 임시저장인 페이지', _status: 'draft' },
      })
      const list = await call(pages.GET, '/api/v1/pages')
      expect(list.status).toBe(200)
      documented('listPages', list)
      const paths = list.body.items.map((p: { path: string }) => p.path)
      expect(paths).toContain('company/about')
      expect(paths).not.toContain('company/draft-only')
      const paged = await call(pages.GET, '/api/v1/pages', { query: { pageSize: 2, pageNo: 2 } })
      expect(documented('listPages', paged)).toMatchObject({ pageNo: 2, pageSize: 2, total: list.body.total })
      expect(paged.body.items).toEqual(list.body.items.slice(2, 4))
      const about = await readPage(['company', 'about'])
      expect(about.status).toBe(200)
      expect(documented('getPage', about)).toMatchObject({ path: 'company/about', fallback: false })
      expect(about.body.layout.length).toBeGreaterThan(0)
      const encoded = await readPage(['company%2Fabout'])
      expect(encoded.body.title).toBe(about.body.title)
      const draft = await readPage(['company', 'draft-only'])
      expect(draft.status).toBe(404)
      const bad = await readPage(['..', 'etc'])
      expect(bad.status).toBe(400)
      expect((await call(pages.GET, '/api/v1/pages', { query: { pageSize: 101 } })).status).toBe(400)
    })
  })

  it('documents every content operation in the OpenAPI document', async () => {
    const { GET } = await import('@/app/api/v1/openapi.json/route')
    const doc = await GET().json()
    for (const op of operations) expect(doc.paths[op.path]?.[op.method], `${op.method} ${op.path}`).toBeDefined()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/boards/{boardSeq}/posts/{id}/attachments', '/api/v1/banners/order']),
    )
  })
})
