import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * How many database statements the data of a public page costs, loaded through the very loaders the pages call.
 * A page that misses the page cache is rendered with these; each bound is what the loaders run today, so a loader
 * that starts reading more (a lost `depth`, a count nobody shows, a setting read on every request) fails here.
 * The figures are statements, not time: the benchmark prints the time (`npm run bench`).
 */

// The loaders read the request's headers (staff session, draft mode, the page shell); here: an anonymous visitor.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0' }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
  draftMode: async () => ({ isEnabled: false }),
}))

let payload: Payload
let noticeId = ''

const visitorHeaders = new Headers({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0' })

async function queriesOf(work: () => Promise<unknown>): Promise<number> {
  const { countQueries } = await import('@/lib/db-query-count')
  const { tally } = await countQueries(work)
  return tally.queries
}

/** What every page of the main layout reads: the site settings (title, header, footer). */
async function layoutData() {
  const { getSiteIdentity } = await import('@/modules/site/settings')
  await getSiteIdentity()
}

async function homeData() {
  const { activeSlides } = await import('@/modules/home/banners')
  const { activePopups } = await import('@/modules/home/popups')
  const { latestPosts } = await import('@/modules/home/latest-posts')
  const { deviceFromUserAgent } = await import('@/lib/device')
  const device = deviceFromUserAgent(visitorHeaders.get('user-agent'))
  await layoutData()
  await Promise.all([
    activeSlides('ko'),
    activePopups('ko', device),
    latestPosts([1], 5, 'ko'),
    latestPosts([4], 5, 'ko'),
    latestPosts([5, 6, 7], 3, 'ko'),
  ])
}

async function contentPageData() {
  const { loadCmsPage } = await import('@/modules/site/cms-page')
  await layoutData()
  const loaded = await loadCmsPage('company/about', 'ko', false)
  expect(loaded?.page.title).toMatch(/\p{Script=Hangul}/u)
}

async function englishContentPageData() {
  const { loadCmsPage } = await import('@/modules/site/cms-page')
  await layoutData()
  const loaded = await loadCmsPage('company/about', 'en', false)
  expect(loaded?.page.title).toMatch(/\S/)
}

async function performanceListData() {
  const { loadBoardList } = await import('@/components/boards/board-list-islands')
  const { boardPages, listStateFrom } = await import('@/components/boards/board-pages')
  const { performanceFilters } = await import('@/modules/boards/listing')
  await layoutData()
  const loaded = await loadBoardList(payload, boardPages.performanceAll, listStateFrom({}))
  expect(loaded.list.rows.length).toBeGreaterThan(1)
  await performanceFilters(payload, boardPages.performanceAll.boardSeqs)
}

/** The home page rendered right after a content change, when what the process keeps in memory is read again. */
async function homeDataAfterChange() {
  const { clearContentMemos } = await import('@/modules/site/content-memo')
  clearContentMemos()
  await homeData()
}

async function boardListData() {
  const { loadBoardList } = await import('@/components/boards/board-list-islands')
  const { boardPages, listStateFrom } = await import('@/components/boards/board-pages')
  const { isStaffRequest } = await import('@/components/boards/staff')
  await layoutData()
  const loaded = await loadBoardList(payload, boardPages.notices, listStateFrom({}))
  expect(loaded.list.rows.length).toBeGreaterThan(0)
  expect(await isStaffRequest()).toBe(false)
}

async function postViewData() {
  const { loadBoardPost } = await import('@/components/boards/board-view-page')
  const { boardPages } = await import('@/components/boards/board-pages')
  await layoutData()
  const view = await loadBoardPost(boardPages.notices, noticeId)
  expect(view?.post.title).toBe('렌더 비용 공지 2')
  expect(view?.attachments).toEqual([])
}

describe(`database statements per page render on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    // Posts written by an account, as staff write them: the view must not read the account to show the byline.
    const { docs: admins } = await payload.find({ collection: 'users', limit: 1, depth: 0, overrideAccess: true })
    for (const n of [1, 2, 3]) {
      const post = await createPost(payload, { boardSeq: 1, title: `렌더 비용 공지 ${n}`, author: admins[0]?.id })
      if (n === 2) noticeId = String(post.id)
    }
    // Performance records with their images: the list shows each record's picture.
    const { docs: media } = await payload.find({ collection: 'media', limit: 2, depth: 0, overrideAccess: true })
    // Each with a 구분 of its board's list (게시판 설정 › 구분).
    const recordTypes = ['교육시설 안전인증', '에너지 진단', '국가 R&D']
    for (const [n, boardSeq] of [5, 6, 7].entries()) {
      await createPost(payload, {
        boardSeq,
        title: `렌더 비용 실적 ${n}`,
        performance: { year: 2026, recordType: recordTypes[n], image: media[n % Math.max(media.length, 1)]?.id },
      })
    }
    // The first read of anything warms Payload's own caches; the bounds are for a process that has served a page.
    await homeData()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  // [kind, loaders, at most on the first render of the page in this process, at most on a later render (a page-cache
  // miss of a page read before: what the process keeps in memory, and the list totals, are warm)].
  // Measured before this test existed, same loaders and data, first and later render: home 11, content page 1 (English 2),
  // board list 3 then 2, performance list 4 then 3, post view 4 (the site settings came from Next's data cache then).
  const kinds = [
    ['home page', homeData, 3, 3],
    ['home page right after a content change', homeDataAfterChange, 7, 7],
    // Published pages are kept in memory until content changes (src/modules/site/cms-page.ts). One more on the first
    // render since 콘텐츠 정비: the page's 최종 확인일, read with it and kept with it.
    ['content page', contentPageData, 2, 0],
    ['content page in English', englishContentPageData, 3, 0],
    ['board list', boardListData, 3, 2],
    // One more on the first render since 구분 options are the boards' lists (one read, kept until content changes).
    ['performance records list', performanceListData, 5, 2],
    ['post view', postViewData, 3, 3],
  ] as const

  for (const [kind, load, first, later] of kinds) {
    it(`${kind}: at most ${first} statements, ${later} on a later render`, async () => {
      const queries = [await queriesOf(load), await queriesOf(load)]
      console.log(`[render-queries] ${dialect} ${kind}: first ${queries[0]}, later ${queries[1]}`)
      expect(queries[0]).toBeGreaterThan(0)
      expect(queries[0]).toBeLessThanOrEqual(first)
      expect(queries[1]).toBeLessThanOrEqual(later)
    })
  }

  it('shows a saved site setting on the next render, and one saved by another process once it is replayed', async () => {
    const { getSiteIdentity } = await import('@/modules/site/settings')
    const before = (await getSiteIdentity()).siteName
    await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: true,
      data: { siteName: '녹색기후기술원 본원' },
    })
    expect((await getSiteIdentity()).siteName).toBe('녹색기후기술원 본원')
    expect(before).not.toBe('녹색기후기술원 본원')

    // Another server process writes the row; this one learns of it from the invalidation log (invalidateLocally).
    const { rawDbOf, rawExec } = await import('@/lib/raw-sql')
    const { sql } = await import('drizzle-orm')
    await rawExec(rawDbOf(payload), sql`UPDATE site_settings SET site_name = ${'다른 프로세스의 이름'}`)
    expect((await getSiteIdentity()).siteName).toBe('녹색기후기술원 본원')
    const { invalidateLocally } = await import('@/modules/cache/invalidate')
    invalidateLocally({ tags: [], pages: 'all' })
    expect((await getSiteIdentity()).siteName).toBe('다른 프로세스의 이름')
  })

  it('shows a published page edit on the next render, and never a draft', async () => {
    const { loadCmsPage } = await import('@/modules/site/cms-page')
    expect((await loadCmsPage('company/about', 'ko', false))?.page.title).toBe('인사말·기관소개')
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: 'company/about' } },
      depth: 0,
      overrideAccess: true,
    })
    const id = docs[0]?.id as number
    await payload.update({
      collection: 'pages',
      id,
      locale: 'ko',
      draft: true,
      overrideAccess: true,
      data: { title: '인사말 (초안)' },
    })
    expect((await loadCmsPage('company/about', 'ko', false))?.page.title).toBe('인사말·기관소개')
    expect((await loadCmsPage('company/about', 'ko', true))?.page.title).toBe('인사말 (초안)')
    await payload.update({
      collection: 'pages',
      id,
      locale: 'ko',
      overrideAccess: true,
      data: { title: '인사말 (고침)', _status: 'published' },
    })
    expect((await loadCmsPage('company/about', 'ko', false))?.page.title).toBe('인사말 (고침)')
    // A path no page has is read each time rather than remembered.
    expect(await queriesOf(() => loadCmsPage('company/no-such-page', 'ko', false))).toBe(1)
    expect(await queriesOf(() => loadCmsPage('company/no-such-page', 'ko', false))).toBe(1)
  })

  it('counts each request on its own: concurrent loads do not mix their tallies', async () => {
    // Warm: what the process keeps in memory would otherwise be read by whichever load comes first.
    await postViewData()
    const [a, b] = await Promise.all([queriesOf(postViewData), queriesOf(postViewData)])
    const alone = await queriesOf(postViewData)
    expect(a).toBe(alone)
    expect(b).toBe(alone)
  })
})
