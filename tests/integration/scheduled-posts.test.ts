import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listBoardPosts } from '@/modules/boards/listing'
import type { Post, User } from '@/payload-types'
import { call, createAccount, publishWithoutApproval, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let editor: User

const hour = 60 * 60 * 1000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

const notice = (data: Record<string, unknown>): Promise<Post> =>
  payload.create({
    collection: 'posts',
    user: editor,
    overrideAccess: false,
    data: { boardSeq: 1, title: '예약 공지', _status: 'published', ...data },
  } as Parameters<Payload['create']>[0]) as Promise<Post>

const edit = (id: number, data: Record<string, unknown>): Promise<Post> =>
  payload.update({ collection: 'posts', id, user: editor, overrideAccess: false, data }) as Promise<Post>

describe(`scheduled posts are dated when they go live on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    await publishWithoutApproval(payload, 3)
    const account = await createAccount(payload, 'scheduleeditor', 3)
    editor = (await payload.findByID({ collection: 'users', id: account.id, depth: 1, overrideAccess: true })) as User
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('dates a post without a 게시일 at its 게시 시작, or at the save without one', async () => {
    const start = at(24 * hour)
    const scheduled = await notice({ displayFrom: start })
    expect(scheduled.publishedAt).toBe(start)
    expect(scheduled.publishedAtManual).toBe(false)
    const before = Date.now()
    const now = await notice({})
    expect(Date.parse(now.publishedAt as string)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(now.publishedAt as string)).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('moves an automatic date with its start, and keeps a date staff set themselves', async () => {
    const auto = await notice({ displayFrom: at(24 * hour) })
    // The admin form sends every field back; 게시일 unchanged is not a choice.
    const later = at(48 * hour)
    const moved = await edit(auto.id, { publishedAt: auto.publishedAt, displayFrom: later })
    expect(moved.publishedAt).toBe(later)
    // Start cleared: the post shows from now, dated now.
    const cleared = await edit(auto.id, { publishedAt: moved.publishedAt, displayFrom: null })
    expect(Date.parse(cleared.publishedAt as string)).toBeLessThanOrEqual(Date.now() + 1000)
    expect(Date.parse(cleared.publishedAt as string)).toBeGreaterThan(Date.now() - 60_000)

    const chosen = '2026-01-05T01:00:00.000Z'
    const manual = await notice({ publishedAt: chosen, displayFrom: at(24 * hour) })
    expect(manual).toMatchObject({ publishedAt: chosen, publishedAtManual: true })
    const restarted = await edit(manual.id, { publishedAt: chosen, displayFrom: at(72 * hour) })
    expect(restarted.publishedAt).toBe(chosen)
    // Staff change the 게시일 of an automatic post: from then on it is theirs.
    const taken = await edit(auto.id, { publishedAt: chosen })
    expect(taken).toMatchObject({ publishedAt: chosen, publishedAtManual: true })
    // Emptied again: dated by its start once more.
    const start = at(30 * hour)
    const released = await edit(auto.id, { publishedAt: null, displayFrom: start })
    expect(released).toMatchObject({ publishedAt: start, publishedAtManual: false })
    // Requests cannot set the flag themselves.
    const forced = await edit(auto.id, { publishedAtManual: true, displayFrom: at(40 * hour) })
    expect(forced.publishedAtManual).toBe(false)
  })

  it('dates the same way through the CMS REST API and /api/v1', async () => {
    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    const login = await payload.login({
      collection: 'users',
      data: { username: 'scheduleeditor', password: testPassword },
    } as Parameters<Payload['login']>[0])
    const start = at(26 * hour)
    const res = await rest.POST(
      new Request('http://localhost:3000/api/cms/posts', {
        method: 'POST',
        headers: { authorization: `JWT ${login.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ boardSeq: 1, title: 'REST 예약', _status: 'published', displayFrom: start }),
      }),
      { params: Promise.resolve({ slug: ['posts'] }) },
    )
    expect(res.status).toBe(201)
    expect(((await res.json()) as { doc: Post }).doc.publishedAt).toBe(start)

    const signin = await import('@/app/api/v1/signin/route')
    const posts = await import('@/app/api/v1/boards/[boardSeq]/posts/route')
    const session = await call(signin.POST, '/api/v1/signin', {
      method: 'POST',
      query: { userId: 'scheduleeditor', password: testPassword },
      ip: '203.0.113.79',
    })
    const api = await call(posts.POST, '/api/v1/boards/1/posts', {
      method: 'POST',
      token: session.body.accessToken,
      params: { boardSeq: '1' },
      json: { title: 'API 예약', displayFrom: start },
    })
    expect(api.status, JSON.stringify(api.body)).toBe(201)
    expect(Date.parse(api.body.publishedAt)).toBe(Date.parse(start))
    const chosen = await call(posts.POST, '/api/v1/boards/1/posts', {
      method: 'POST',
      token: session.body.accessToken,
      params: { boardSeq: '1' },
      json: { title: 'API 날짜 지정', displayFrom: start, publishedAt: '2026-02-01T00:00:00.000Z' },
    })
    expect(Date.parse(chosen.body.publishedAt)).toBe(Date.parse('2026-02-01T00:00:00.000Z'))
  })

  it('keeps a scheduled post from visitors until its start', async () => {
    const scheduled = await notice({ title: '아직 안 보이는 공지', displayFrom: at(24 * hour) })
    const list = await listBoardPosts(payload, { boardSeq: 1, page: 1 })
    expect([...list.pinned, ...list.rows].map((d) => d.id)).not.toContain(String(scheduled.id))
    // Its own date is tomorrow, so it would lead the list: it is left out, not merely further down.
    expect(list.rows[0]?.title).not.toBe('아직 안 보이는 공지')
  })

  it('reads 게시 시작 and 게시 종료 with 상태, as the admin list does when it shows only 제목 and 상태', async () => {
    const start = at(24 * hour)
    const scheduled = await notice({ displayFrom: start, title: '목록용 예약 공지' })
    const { docs } = await payload.find({
      collection: 'posts',
      where: { id: { equals: scheduled.id } },
      select: { title: true, _status: true },
      draft: true,
      depth: 0,
      user: editor,
      overrideAccess: false,
    })
    expect(docs[0]).toMatchObject({ title: '목록용 예약 공지', _status: 'published', displayFrom: start })
    expect(docs[0]).not.toHaveProperty('content')
  })
})
