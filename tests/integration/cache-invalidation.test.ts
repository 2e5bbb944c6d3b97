import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allPages, ResponseCache, responseCacheSymbol } from '@/lib/response-cache'
import type { InvalidationReader, Stale } from '@/modules/cache/invalidate'
import { pageTagsOf } from '@/modules/cache/page-tags'
import { createPost } from '../support/board-fixtures'
import { createTestPayload, dialect } from '../support/test-payload'

/**
 * The invalidation log between server processes (docs/decisions/0028-cache-invalidation.md): every change reaches
 * every reader, also one committed out of id order, and drops only the cached pages that show it.
 */
let payload: Payload
let cacheModule: typeof import('@/modules/cache/invalidate')
let transactions: Pick<typeof import('payload'), 'createLocalReq' | 'initTransaction' | 'commitTransaction'>
let categoryId: number

const locales = ['ko', 'en']
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A second server process's view: its own page cache and log reader. */
function otherProcess() {
  const cache = new ResponseCache({ maxEntries: 100, maxBytes: 1_000_000, ttlMs: 60_000 })
  const applied: Stale[] = []
  const reader: InvalidationReader = {
    apply: (stale) => {
      applied.push(stale)
      cache.invalidate(stale.pages)
    },
  }
  const pages = () => applied.flatMap((s) => (s.pages === allPages ? [allPages] : s.pages))
  return { cache, reader, pages, replay: () => cacheModule.replayInvalidations(payload, reader) }
}

const page = (cache: ResponseCache, url: string) =>
  cache.set(url, { status: 200, headers: {}, body: Buffer.from(url), storedAt: Date.now() }, pageTagsOf(url, locales))

/** Runs `change` in a transaction of its own, committed when `commitWhen` settles. */
async function inTransaction(change: (req: PayloadRequest) => Promise<void>, commitWhen: Promise<void>) {
  // Awaited first, so the transaction (and on SQLite the write turn) belongs to this chain, not the test's.
  const req = await transactions.createLocalReq({}, payload)
  await transactions.initTransaction(req)
  await change(req)
  await commitWhen
  await transactions.commitTransaction(req)
}

beforeAll(async () => {
  payload = await createTestPayload()
  cacheModule = await import('@/modules/cache/invalidate')
  transactions = await import('payload')
  const category = await payload.create({ collection: 'qna-categories', data: { name: '인증', order: 1 } })
  categoryId = category.id as number
})

afterAll(async () => {
  ;(globalThis as Record<symbol, unknown>)[responseCacheSymbol] = undefined
  await payload?.destroy()
})

describe(`invalidation log on ${dialect}`, () => {
  it('reaches every reader, also a change that commits after a later one was written', async () => {
    const early = otherProcess()
    const late = otherProcess()
    await early.replay()
    await late.replay()

    let commitFirst!: () => void
    const firstMayCommit = new Promise<void>((resolve) => {
      commitFirst = resolve
    })
    let firstWritten!: () => void
    const firstHasWritten = new Promise<void>((resolve) => {
      firstWritten = resolve
    })
    const first = inTransaction(async (req) => {
      await cacheModule.invalidateContent(req, { pages: ['path:/first'] })
      firstWritten()
    }, firstMayCommit)
    await firstHasWritten
    // Begun while the first is open: it takes the next id. On PostgreSQL it commits first; on SQLite it waits for
    // the write turn the first holds.
    const second = inTransaction(
      (req) => cacheModule.invalidateContent(req, { pages: ['path:/second'] }),
      Promise.resolve(),
    )
    await sleep(300)
    // A reader polling now sees at most the later change, and moves past the first one's id while it is invisible.
    await early.replay()
    expect(early.pages()).toEqual(dialect === 'postgres' ? ['path:/second'] : [])

    commitFirst()
    await Promise.all([first, second])
    await early.replay()
    await late.replay()
    // The first change, committed after a later id was passed, still reaches the early reader.
    expect(early.pages().sort()).toEqual(['path:/first', 'path:/second'])
    expect(late.pages().sort()).toEqual(['path:/first', 'path:/second'])
    // Nothing is applied twice.
    expect(await early.replay()).toBe(0)
    expect(await late.replay()).toBe(0)
  })

  it('keeps the first reader’s place at start: only later changes are applied', async () => {
    await createPost(payload, { boardSeq: 1, title: '읽기 전 공지' })
    const fresh = otherProcess()
    expect(await fresh.replay()).toBe(0)
    await createPost(payload, { boardSeq: 1, title: '읽은 뒤 공지' })
    expect(await fresh.replay()).toBe(1)
  })

  it('replays a backlog larger than one read in order, without skipping', async () => {
    const reader = otherProcess()
    await reader.replay()
    const req = await transactions.createLocalReq({}, payload)
    for (let i = 0; i < 205; i++) await cacheModule.invalidateContent(req, { pages: [`path:/many/${i}`] })
    expect(await reader.replay()).toBe(205)
    expect(new Set(reader.pages()).size).toBe(205)
  })

  it('removes entries older than a day once an hour per reader, and only reads in between', async () => {
    const req = await transactions.createLocalReq({}, payload)
    const dayAndMore = new Date(Date.now() - 90_000_000).toISOString()
    const old = await payload.create({
      collection: 'cache-invalidations',
      overrideAccess: true,
      data: { tags: [], paths: [], pageTags: ['path:/old'], createdAt: dayAndMore },
    })
    expect(old.createdAt).toBe(dayAndMore)
    await cacheModule.invalidateContent(req, { pages: ['path:/new'] })
    const there = otherProcess()
    await there.replay()
    const left = async () => {
      const { docs } = await payload.find({ collection: 'cache-invalidations', overrideAccess: true, limit: 0 })
      return docs.map((doc) => doc.id)
    }
    // Replays within the hour only read, however many.
    for (let i = 0; i < 150; i++) await there.replay()
    expect(await left()).toContain(old.id)
    there.reader.prunedAt = Date.now() - 3_600_001
    await there.replay()
    const after = await left()
    expect(after).not.toContain(old.id)
    expect(after.length).toBeGreaterThan(0)
    // And not again within the next hour.
    expect(there.reader.prunedAt).toBeGreaterThan(Date.now() - 60_000)
  })

  it('a Q&A question leaves the notice list cached, in this process and the other; a notice edit drops it', async () => {
    const here = new ResponseCache({ maxEntries: 100, maxBytes: 1_000_000, ttlMs: 60_000 })
    ;(globalThis as Record<symbol, unknown>)[responseCacheSymbol] = here
    const there = otherProcess()
    await there.replay()
    const urls = ['/media/media01', '/en/media/media01', '/media/media02', '/index']
    const notice = await createPost(payload, { boardSeq: 1, title: '공지 원본' })
    await there.replay()
    for (const url of urls) {
      page(here, url)
      page(there.cache, url)
    }

    await payload.create({
      collection: 'qna',
      overrideAccess: true,
      data: {
        category: categoryId,
        title: '예비인증 서류 문의',
        content: '필요한 서류가 궁금합니다.',
        name: '홍길동',
        email: 'hong@example.com',
        passwordHash: 'not-a-real-hash',
        status: 'waiting',
        consent: { version: 'v1', agreedAt: new Date().toISOString() },
      },
    })
    await there.replay()
    for (const cache of [here, there.cache]) {
      expect(cache.get('/media/media01')?.status).toBe(200)
      expect(cache.get('/en/media/media01')?.status).toBe(200)
      expect(cache.get('/index')?.status).toBe(200)
      expect(cache.get('/media/media02')).toBeUndefined()
      // The previous Q&A list is still there to serve while one visitor renders the new one.
      expect(cache.lookup('/media/media02')?.fresh).toBe(false)
    }

    await payload.update({ collection: 'posts', id: notice.id, overrideAccess: true, data: { title: '공지 수정' } })
    await there.replay()
    for (const cache of [here, there.cache]) {
      expect(cache.get('/media/media01')).toBeUndefined()
      expect(cache.get('/en/media/media01')).toBeUndefined()
      // The home page lists the latest notices.
      expect(cache.get('/index')).toBeUndefined()
    }
  })

  it('a draft visitors cannot see leaves the pages cached; publishing and unpublishing drop them', async () => {
    const here = new ResponseCache({ maxEntries: 100, maxBytes: 1_000_000, ttlMs: 60_000 })
    ;(globalThis as Record<symbol, unknown>)[responseCacheSymbol] = here
    const there = otherProcess()
    const urls = ['/media/media01', '/index', '/search']
    const cacheAgain = () => {
      for (const url of urls) {
        page(here, url)
        page(there.cache, url)
      }
    }
    const stillCached = async (what: string) => {
      await there.replay()
      for (const cache of [here, there.cache])
        for (const url of urls) expect(cache.get(url)?.status, `${url} after ${what}`).toBe(200)
    }
    const dropped = async (what: string) => {
      await there.replay()
      for (const cache of [here, there.cache])
        for (const url of urls) expect(cache.get(url), `${url} after ${what}`).toBeUndefined()
      cacheAgain()
    }
    const live = await createPost(payload, { boardSeq: 1, title: '게시된 공지' })
    await there.replay()
    cacheAgain()

    const draft = await createPost(payload, { boardSeq: 1, title: '작성 중인 공지', draft: true })
    await stillCached('a new draft')
    const edit = { collection: 'posts' as const, overrideAccess: true, draft: true }
    await payload.update({ ...edit, id: draft.id, data: { title: '작성 중인 공지 (2)' } })
    await stillCached('another draft of a post never published')
    await payload.update({ ...edit, id: live.id, data: { title: '게시된 공지의 초안' } })
    await stillCached('a draft over a published post')

    await payload.update({ ...edit, draft: false, id: draft.id, data: { _status: 'published' } })
    await dropped('publishing the draft')
    // The published post's latest version is the draft above: unpublishing it still takes it off every page.
    await payload.update({ ...edit, draft: false, id: live.id, data: { _status: 'draft' } })
    await dropped('unpublishing')
  })

  it('site settings drop every page everywhere', async () => {
    const here = new ResponseCache({ maxEntries: 100, maxBytes: 1_000_000, ttlMs: 60_000 })
    ;(globalThis as Record<symbol, unknown>)[responseCacheSymbol] = here
    const there = otherProcess()
    await there.replay()
    for (const url of ['/media/media02', '/company/about']) {
      page(here, url)
      page(there.cache, url)
    }
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: { siteName: '녹색기후기술원 본원' },
    })
    await there.replay()
    expect(there.pages()).toEqual([allPages])
    for (const cache of [here, there.cache]) {
      expect(cache.get('/media/media02')).toBeUndefined()
      expect(cache.get('/company/about')).toBeUndefined()
    }
  })
})
