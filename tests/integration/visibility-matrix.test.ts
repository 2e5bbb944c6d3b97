/**
 * What an anonymous visitor gets of a board post in each state, on every route that serves posts. The states and
 * the routes are lists, every (state, route) pair must have its expectation, and the routes must cover every
 * `route.ts` under src/app/api that serves posts (found on disk), so a new state or a new route fails here until it
 * is placed in the matrix.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPost } from '../support/board-fixtures'
import { discoverApiRoutes, routeFetch } from '../support/route-fetch'
import { createTestPayload, dialect } from '../support/test-payload'

const states = ['draft', 'scheduled', 'expired', 'trashed', 'secret', 'published'] as const
type State = (typeof states)[number]

/**
 * - shown: the post with its body (or its file)
 * - titleOnly: the post's page, its title without body or files (a secret post)
 * - listed: a row or link with the title (lists never carry bodies)
 * - absent: not in the answer
 * - notFound: 404 (or no page)
 */
type Outcome = 'shown' | 'titleOnly' | 'listed' | 'absent' | 'notFound' | 'counted' | 'notCounted' | 'unauthorized'

type Fixture = {
  state: State
  id: string
  boardSeq: number
  title: string
  /** A two-syllable word only this post's title holds. */
  word: string
  /** Text only this post's body and file hold: it must never reach a visitor unless the outcome is `shown`. */
  marker: string
  attachmentId: string
  filename: string
  /** The published posts written just before and just after it on its board. */
  before: string
  after: string
}

type Observation = { outcome: Outcome | 'inconsistent'; text: string }

type MatrixRoute = {
  name: string
  /** The route files under src/app/api this row stands for (as discoverApiRoutes names them). */
  serves?: string[]
  expect: Partial<Record<State, Outcome>>
  observe: (post: Fixture) => Promise<Observation>
}

const hidden = { draft: 'absent', scheduled: 'absent', expired: 'absent', trashed: 'absent' } as const
const hidden404 = { draft: 'notFound', scheduled: 'notFound', expired: 'notFound', trashed: 'notFound' } as const
const nothingForVisitors = { ...hidden, secret: 'absent', published: 'absent' } as const

/** Route files under src/app/api that serve no board post to a visitor, and why. */
const routesWithoutPosts: Record<string, string> = {
  '/api/auth/callback/[provider]': 'staff sign-in',
  '/api/auth/csrf': 'staff sign-in',
  '/api/auth/providers': 'staff sign-in',
  '/api/auth/session': 'staff session',
  '/api/auth/signin': 'staff sign-in',
  '/api/auth/signin/[provider]': 'staff sign-in',
  '/api/auth/signout': 'staff sign-out',
  '/api/captcha/challenge': 'captcha',
  // Published certificates' public fields only (certificate-verify.test.ts).
  '/api/v1/certificates': '인증 현황 (certificates, not board posts)',
  '/api/v1/certificates/[number]': '인증 현황 (certificates, not board posts)',
  '/api/v1/certificates.csv': '인증 현황 as CSV (certificate-register.test.ts)',
  '/api/v1/certificates/verify': '진위확인 (certificates, not board posts)',
  '/api/health': 'health check',
  '/api/internal/cache-sync': 'cache invalidation between servers',
  '/api/newsletter/unsubscribe': 'subscribers',
  '/api/page-ratings': 'page satisfaction answers',
  '/api/ready': 'readiness check',
  // Titles of pending requests, to approvers only (publishing-approval.test.ts); a visitor gets 401.
  '/api/v1/approvals': 'staff approval inbox, and 삭제 요청 (POST, deletion-requests.test.ts)',
  '/api/v1/approvals/[id]/approve': 'staff approval decisions (POST only)',
  '/api/v1/approvals/[id]/reject': 'staff approval decisions (POST only)',
  '/api/v1/banners': 'banners',
  '/api/v1/banners/[id]': 'banners',
  '/api/v1/banners/order': 'banners',
  '/api/v1/boards': 'board settings',
  '/api/v1/boards/[boardSeq]': 'board settings',
  '/api/v1/boards/[boardSeq]/posts/[id]/attachments': 'staff upload (POST only)',
  '/api/v1/newsletters/[postId]/send': 'staff newsletter sending (POST only)',
  '/api/v1/openapi.json': 'API document',
  '/api/v1/pages': 'pages collection',
  '/api/v1/pages/[...path]': 'pages collection',
  '/api/v1/popups': 'popups',
  '/api/v1/popups/[id]': 'popups',
  '/api/v1/popups/order': 'popups',
  '/api/v1/qna': 'field Q&A (qna collection, not board posts)',
  '/api/v1/qna/[id]': 'field Q&A (qna collection, not board posts)',
  '/api/v1/qna/[id]/answer': 'field Q&A (qna collection, not board posts)',
  '/api/v1/qna/[id]/unlock': 'field Q&A (qna collection, not board posts)',
  '/api/v1/qna-categories': 'field Q&A categories',
  '/api/v1/signin': 'staff sign-in',
  '/api/v1/signout': 'staff sign-out',
  '/api/v1/subscribers': 'subscribers',
  '/api/v1/subscribers/confirm': 'subscribers',
  '/api/v1/subscribers/export': 'subscribers',
  '/api/v1/subscribers/unsubscribe': 'subscribers',
  '/api/v1/token/refresh': 'staff tokens',
  '/api/v1/users': 'staff accounts',
  '/api/v1/users/[id]': 'staff accounts',
  '/api/v1/users/[id]/validate-pass': 'staff accounts',
  '/api/v1/users/checkId': 'staff accounts',
  '/api/visits': 'visit beacon (counts only)',
  '/api/visits/export': 'visitor statistics CSV for staff',
}

let payload: Payload
let listing: typeof import('@/modules/boards/listing')
let views: typeof import('@/modules/boards/view')
let home: typeof import('@/modules/home/latest-posts')
let sitemap: typeof import('@/app/sitemap').default
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let visibility: typeof import('@/modules/visibility/post-visibility')
let search: typeof import('@/modules/search/site-search')
const api = routeFetch()
const fixtures = new Map<State, Fixture>()

const day = 86_400_000
const words: Record<State, string> = {
  draft: '초안',
  scheduled: '예약',
  expired: '만료',
  trashed: '폐기',
  secret: '비밀',
  published: '공개',
}

async function fetched(path: string, init?: RequestInit): Promise<{ status: number; text: string }> {
  const response = await api(path, init)
  return { status: response.status, text: await response.text() }
}

/** An anonymous GET of Payload's own REST API at /api/cms, through its route handler. */
async function cms(path: string): Promise<{ status: number; text: string }> {
  const url = new URL(path, 'http://localhost:3000')
  const slug = url.pathname.replace(/^\/api\/cms\//, '').split('/')
  const response = await rest.GET(new Request(url, { headers: { 'x-client-ip': '203.0.113.50' } }), {
    params: Promise.resolve({ slug }),
  })
  return { status: response.status, text: await response.text() }
}

/** A JSON answer leaks the post when it names its title or holds its body. */
const leakOf = (post: Fixture, answer: { text: string }): Observation => ({
  outcome: answer.text.includes(post.title) || answer.text.includes(post.marker) ? 'shown' : 'absent',
  text: answer.text,
})

const inList = (ids: string[], post: Fixture, text: string): Observation => ({
  outcome: ids.includes(post.id) ? 'listed' : 'absent',
  text,
})

/** A page of the post: 404, the title without the body, or all of it. */
const pageOf = (post: Fixture, found: boolean, text: string): Observation => ({
  outcome: !found ? 'notFound' : text.includes(post.marker) ? 'shown' : 'titleOnly',
  text,
})

async function download(path: string, post: Fixture): Promise<Observation> {
  const answer = await fetched(path)
  if (answer.status === 404) return { outcome: 'notFound', text: answer.text }
  expect(answer.status).toBe(200)
  return { outcome: answer.text.includes(post.marker) ? 'shown' : 'inconsistent', text: answer.text }
}

const routes: MatrixRoute[] = [
  {
    name: 'board list page',
    expect: { ...hidden, secret: 'listed', published: 'listed' },
    async observe(post) {
      const list = await listing.listBoardPosts(payload, { boardSeq: post.boardSeq, pageSize: 100 })
      return inList(
        [...list.pinned, ...list.rows].map((row) => row.id),
        post,
        JSON.stringify(list),
      )
    },
  },
  {
    name: 'board search by a word of the title (search index)',
    expect: { ...hidden, secret: 'listed', published: 'listed' },
    async observe(post) {
      const list = await listing.listBoardPosts(payload, { boardSeq: post.boardSeq, field: 'title', q: post.word })
      return inList(
        list.rows.map((row) => row.id),
        post,
        JSON.stringify(list),
      )
    },
  },
  {
    name: 'board search by a word of the title within a category (scan)',
    expect: { ...hidden, secret: 'listed', published: 'listed' },
    async observe(post) {
      const list = await listing.listBoardPosts(payload, {
        boardSeq: post.boardSeq,
        field: 'all',
        q: post.word,
        category: '안내',
      })
      return inList(
        list.rows.map((row) => row.id),
        post,
        JSON.stringify(list),
      )
    },
  },
  ...(
    [
      ['site search (/search) by a word of the title', (post: Fixture) => post.word, 'listed', 'listed'],
      ['site search (/search) by text of the body and attachment', (post: Fixture) => post.marker, 'absent', 'shown'],
    ] as const
  ).map(
    ([name, term, secret, published]): MatrixRoute => ({
      name,
      expect: { ...hidden, secret, published },
      async observe(post) {
        const view = await search.siteSearch(
          payload,
          { q: term(post), section: post.boardSeq === 8 ? 'media04' : 'media01' },
          { locale: 'ko', ip: `203.0.113.${post.boardSeq}` },
        )
        // The results without the query they echo: a found post is shown when its snippet or files hold the body.
        const hits = view.state === 'results' ? view.shown.flatMap((group) => group.hits) : []
        const text = JSON.stringify(hits)
        const found = hits.some((hit) => hit.id === post.id)
        return { outcome: !found ? 'absent' : text.includes(post.marker) ? 'shown' : 'listed', text }
      },
    }),
  ),
  {
    name: 'post page by id',
    expect: { ...hidden404, secret: 'titleOnly', published: 'shown' },
    async observe(post) {
      const view = await views.viewBoardPost(payload, [post.boardSeq], post.id)
      return pageOf(post, view !== null, JSON.stringify(view))
    },
  },
  {
    name: 'previous/next links of its neighbours',
    expect: { ...hidden, secret: 'listed', published: 'listed' },
    async observe(post) {
      const before = await views.viewBoardPost(payload, [post.boardSeq], post.before)
      const after = await views.viewBoardPost(payload, [post.boardSeq], post.after)
      const text = JSON.stringify([before, after])
      const linked = before?.next?.id === post.id && after?.previous?.id === post.id
      const skipped = before?.next?.id === post.after && after?.previous?.id === post.before
      return { outcome: linked ? 'listed' : skipped ? 'absent' : 'inconsistent', text }
    },
  },
  {
    name: 'home page latest posts',
    expect: { ...hidden, secret: 'listed', published: 'listed' },
    async observe(post) {
      const latest = await home.latestPosts([post.boardSeq], 50, 'ko')
      return inList(
        latest.map((row) => String(row.id)),
        post,
        JSON.stringify(latest),
      )
    },
  },
  {
    name: 'sitemap.xml',
    expect: { ...hidden, secret: 'absent', published: 'listed' },
    async observe(post) {
      const entries = await sitemap()
      const urls = entries.map((entry) => entry.url)
      return { outcome: urls.some((url) => url.endsWith(`/view/${post.id}`)) ? 'listed' : 'absent', text: '' }
    },
  },
  {
    name: 'view count (POST /api/posts/{id}/view)',
    serves: ['/api/posts/[id]/view'],
    expect: {
      draft: 'notCounted',
      scheduled: 'notCounted',
      expired: 'notCounted',
      trashed: 'notCounted',
      secret: 'counted',
      published: 'counted',
    },
    // The handler reads its cookie through next/headers, which needs a running server: its rule is countPostView.
    async observe(post) {
      const cookie = await views.countPostView(payload, post.id, undefined)
      return { outcome: cookie === null ? 'notCounted' : 'counted', text: '' }
    },
  },
  {
    name: 'GET /api/v1/boards/{boardSeq}/posts',
    serves: ['/api/v1/boards/[boardSeq]/posts'],
    expect: { ...hidden, secret: 'listed', published: 'listed' },
    async observe(post) {
      const answer = await fetched(`/api/v1/boards/${post.boardSeq}/posts?pageSize=100`)
      expect(answer.status).toBe(200)
      const body = JSON.parse(answer.text) as { pinned: { id: number }[]; items: { id: number }[] }
      return inList(
        [...body.pinned, ...body.items].map((row) => String(row.id)),
        post,
        answer.text,
      )
    },
  },
  {
    name: 'GET /api/v1/boards/{boardSeq}/posts/{id}',
    serves: ['/api/v1/boards/[boardSeq]/posts/[id]'],
    expect: { ...hidden404, secret: 'titleOnly', published: 'shown' },
    async observe(post) {
      const answer = await fetched(`/api/v1/boards/${post.boardSeq}/posts/${post.id}`)
      expect([200, 404]).toContain(answer.status)
      return pageOf(post, answer.status === 200, answer.text)
    },
  },
  {
    name: 'GET /api/v1/files/{id}',
    serves: ['/api/v1/files/[id]'],
    expect: { ...hidden404, secret: 'notFound', published: 'shown' },
    async observe(post) {
      const answer = await fetched(`/api/v1/files/${post.attachmentId}`)
      expect([200, 404]).toContain(answer.status)
      return { outcome: answer.status === 200 ? 'shown' : 'notFound', text: answer.text }
    },
  },
  {
    name: 'GET /api/v1/files/{id}/download',
    serves: ['/api/v1/files/[id]/download'],
    expect: { ...hidden404, secret: 'notFound', published: 'shown' },
    observe: (post) => download(`/api/v1/files/${post.attachmentId}/download`, post),
  },
  {
    name: 'attachment download (GET /api/files/{id}/download)',
    serves: ['/api/files/[id]/download'],
    expect: { ...hidden404, secret: 'notFound', published: 'shown' },
    observe: (post) => download(`/api/files/${post.attachmentId}/download`, post),
  },
  {
    name: 'staff preview (GET /api/preview?post={id})',
    serves: ['/api/preview'],
    expect: {
      draft: 'unauthorized',
      scheduled: 'unauthorized',
      expired: 'unauthorized',
      trashed: 'unauthorized',
      secret: 'unauthorized',
      published: 'unauthorized',
    },
    async observe(post) {
      const answer = await fetched(`/api/preview?post=${post.id}`)
      return { outcome: answer.status === 401 ? 'unauthorized' : 'inconsistent', text: answer.text }
    },
  },
  // Payload's own REST API: visitors read posts only through the routes above.
  ...(
    [
      () => '/api/cms/posts?limit=100',
      (post: Fixture) => `/api/cms/posts/${post.id}`,
      (post: Fixture) => `/api/cms/posts/${post.id}?draft=true&trash=true`,
      () => '/api/cms/posts?trash=true&limit=100',
      () => '/api/cms/posts?draft=true&limit=100',
      (post: Fixture) => `/api/cms/posts?where[title][equals]=${encodeURIComponent(post.title)}`,
      () => '/api/cms/posts/versions?limit=100',
      (post: Fixture) => `/api/cms/posts/versions?where[parent][equals]=${post.id}`,
      (post: Fixture) => `/api/cms/attachments/${post.attachmentId}`,
    ] as ((post: Fixture) => string)[]
  ).map(
    (path): MatrixRoute => ({
      name: `GET ${path({ id: '{id}', title: '{title}', attachmentId: '{fileId}' } as Fixture)}`,
      expect: nothingForVisitors,
      observe: async (post) => leakOf(post, await cms(path(post))),
    }),
  ),
  {
    name: 'GET /api/cms/attachments/file/{name}',
    expect: nothingForVisitors,
    async observe(post) {
      const answer = await cms(`/api/cms/attachments/file/${post.filename}`)
      return { outcome: answer.text.includes(post.marker) ? 'shown' : 'absent', text: answer.text }
    },
  },
]

async function attachmentFor(marker: string) {
  const data = Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`)
  return payload.create({
    collection: 'attachments',
    overrideAccess: true,
    data: {},
    file: { data, name: `${marker}.pdf`, mimetype: 'application/pdf', size: data.length },
  })
}

async function board(boardSettingSeq: number, name: string, secretPosts: 'off' | 'optional' | 'forced') {
  await payload.create({
    collection: 'boards',
    overrideAccess: true,
    data: {
      boardSettingSeq,
      name,
      type: 'notice',
      secretPosts,
      allowAttachments: true,
      maxAttachments: 5,
      pageSize: 10,
    },
  })
}

beforeAll(async () => {
  payload = await createTestPayload()
  listing = await import('@/modules/boards/listing')
  views = await import('@/modules/boards/view')
  home = await import('@/modules/home/latest-posts')
  sitemap = (await import('@/app/sitemap')).default
  rest = await import('@/app/(payload)/api/cms/[...slug]/route')
  visibility = await import('@/modules/visibility/post-visibility')
  search = await import('@/modules/search/site-search')
  // Notices with every state but secret between published neighbours; the secret post on the recruitment board,
  // whose setting makes every post secret.
  await board(1, '공지사항', 'off')
  await board(8, '채용정보', 'forced')
  const neighbour = (boardSeq: number, n: number) =>
    createPost(payload, { boardSeq, title: `이웃 글 ${boardSeq}-${n}`, category: '안내' })
  const now = Date.now()
  const extra: Record<State, Record<string, unknown>> = {
    draft: { draft: true },
    scheduled: { displayFrom: new Date(now + 30 * day).toISOString() },
    expired: { displayUntil: new Date(now - day).toISOString() },
    trashed: {},
    secret: {},
    published: {},
  }
  let before = await neighbour(1, 0)
  let secretBefore = await neighbour(8, 0)
  for (const [i, state] of states.entries()) {
    const boardSeq = state === 'secret' ? 8 : 1
    const marker = `본문표식${state}`
    const attachment = await attachmentFor(marker)
    const title = `${words[state]} 안내 ${state}`
    const post = await createPost(payload, {
      boardSeq,
      title,
      body: marker,
      category: '안내',
      attachments: [attachment.id],
      ...extra[state],
    })
    if (state === 'trashed') {
      await payload.update({
        collection: 'posts',
        id: post.id,
        overrideAccess: true,
        data: { deletedAt: new Date().toISOString() },
      })
    }
    const after = await neighbour(boardSeq, i + 1)
    const previous = boardSeq === 8 ? secretBefore : before
    fixtures.set(state, {
      state,
      id: String(post.id),
      boardSeq,
      title,
      word: words[state],
      marker,
      attachmentId: String(attachment.id),
      filename: attachment.filename as string,
      before: String(previous.id),
      after: String(after.id),
    })
    if (boardSeq === 8) secretBefore = after
    else before = after
  }
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`visibility matrix on ${dialect}`, () => {
  it('has an expectation for every state on every route', () => {
    const missing = routes.flatMap((route) =>
      states.filter((state) => route.expect[state] === undefined).map((state) => `${route.name}: ${state}`),
    )
    expect(missing).toEqual([])
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length)
  })

  it('places every route file under src/app/api: in the matrix, or listed as serving no posts', () => {
    const onDisk = discoverApiRoutes()
      .map((route) => route.route)
      .sort()
    const inMatrix = routes.flatMap((route) => route.serves ?? [])
    const placed = [...inMatrix, ...Object.keys(routesWithoutPosts)]
    expect(onDisk.filter((route) => !placed.includes(route))).toEqual([])
    expect(placed.filter((route) => !onDisk.includes(route))).toEqual([])
    expect(inMatrix.filter((route) => route in routesWithoutPosts)).toEqual([])
  })

  for (const route of routes) {
    it(`${route.name}`, async () => {
      const seen: Record<string, Outcome | 'inconsistent'> = {}
      const leaks: string[] = []
      for (const state of states) {
        const post = fixtures.get(state) as Fixture
        const observation = await route.observe(post)
        seen[state] = observation.outcome
        // Whatever the route, a body reaches a visitor only where the post is shown in full.
        if (observation.outcome !== 'shown' && observation.text.includes(post.marker)) leaks.push(state)
      }
      expect(seen).toEqual(route.expect)
      expect(leaks).toEqual([])
    })
  }
})

describe(`display windows move by the clock alone on ${dialect}`, () => {
  const listedIds = async (boardSeq: number, now: Date, q?: string) =>
    (await listing.listBoardPosts(payload, { boardSeq, pageSize: 100, now, field: 'title', q })).rows.map(
      (row) => row.id,
    )

  it('shows a scheduled post once its window opens and an expired one before it ended, without any save', async () => {
    const scheduled = fixtures.get('scheduled') as Fixture
    const expired = fixtures.get('expired') as Fixture
    const later = new Date(Date.now() + 31 * day)
    const earlier = new Date(Date.now() - 2 * day)
    expect(await listedIds(1, later)).toContain(scheduled.id)
    expect(await listedIds(1, later, scheduled.word)).toEqual([scheduled.id])
    expect((await views.viewBoardPost(payload, [1], scheduled.id, later))?.post.title).toBe(scheduled.title)
    expect(await listedIds(1, later)).not.toContain(expired.id)
    expect(await listedIds(1, earlier)).toContain(expired.id)
    expect(await listedIds(1, earlier, expired.word)).toEqual([expired.id])
    expect(await listedIds(1, earlier)).not.toContain(scheduled.id)
    expect(await listedIds(1, new Date(), scheduled.word)).toEqual([])
  })
})

describe(`the visibility query and the check of one post agree on ${dialect}`, () => {
  it('finds exactly the posts the predicate accepts, for every combination of states, visitors and staff', async () => {
    const now = new Date()
    const boardSeq = 90
    // The writer chooses: both secret and open posts.
    await board(boardSeq, '조합 게시판', 'optional')
    const times = [undefined, new Date(now.getTime() - day).toISOString(), new Date(now.getTime() + day).toISOString()]
    const made: { id: string; doc: Record<string, unknown> }[] = []
    for (const draft of [false, true])
      for (const trashed of [false, true])
        for (const displayFrom of times)
          for (const displayUntil of times)
            for (const isSecret of [false, true]) {
              const post = await createPost(payload, {
                boardSeq,
                title: `조합 ${made.length}`,
                draft,
                displayFrom,
                displayUntil,
                isSecret,
              })
              if (trashed) {
                await payload.update({
                  collection: 'posts',
                  id: post.id,
                  overrideAccess: true,
                  data: { deletedAt: now.toISOString() },
                })
              }
              made.push({ id: String(post.id), doc: post as unknown as Record<string, unknown> })
            }
    // The rows as stored (trash included), for the predicate; the query for the same rows, for the database.
    const { docs } = await payload.find({
      collection: 'posts',
      where: { boardSeq: { equals: boardSeq } },
      trash: true,
      limit: 1000,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(made.length)
    const queried = async (where: import('payload').Where) =>
      (
        await payload.find({
          collection: 'posts',
          where: { and: [{ boardSeq: { equals: boardSeq } }, where] },
          trash: true,
          limit: 1000,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
        .map((doc) => String(doc.id))
        .sort()
    for (const viewer of [{ isStaff: false }, { isStaff: true }]) {
      const seen = docs.map((doc) => ({ id: String(doc.id), visibility: visibility.postVisibility(doc, now, viewer) }))
      const listed = seen.filter((s) => s.visibility !== 'hidden').map((s) => s.id)
      const readable = seen.filter((s) => s.visibility === 'full').map((s) => s.id)
      expect(await queried(visibility.listedPostsWhere(now))).toEqual(listed.sort())
      expect(await queried(visibility.readablePostsWhere(now, viewer))).toEqual(readable.sort())
      // Not an empty agreement: of 72 combinations, 8 are listed (two open starts, two open ends, secret or not).
      expect([listed.length, readable.length]).toEqual([8, viewer.isStaff ? 8 : 4])
    }
  })
})
