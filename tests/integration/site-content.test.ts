import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boardPages } from '@/components/boards/board-pages'
import { allPages, cmsPages } from '@/modules/site/site-map'
import type { Page } from '@/payload-types'
import { koreanPages } from '@/seed/site-pages'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload
let runSeed: () => Promise<{ applied: string[] }>

/** A page staff added in Korean only (every seeded page has English): created once, for the fallback checks. */
async function koreanOnlyPage() {
  if (await pageByPath('company/korean-only')) return
  await payload.create({
    collection: 'pages',
    locale: 'ko',
    overrideAccess: true,
    data: {
      path: 'company/korean-only',
      _status: 'published',
      title: '한국어 전용 페이지',
      summary: '영어판이 없는 페이지입니다.',
    },
  })
}

const pageByPath = async (path: string, locale: 'ko' | 'en' = 'ko', fallback = true) => {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    locale,
    fallbackLocale: fallback ? 'ko' : false,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0] as Page | undefined
}

const textOf = (page: Page | undefined) => JSON.stringify(page?.layout ?? [])

describe(`site content seed on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createTestPayload()
    const { seed } = await import('@/seed')
    const { env } = await import('@/lib/env')
    runSeed = () => seed(payload, env)
    await runSeed()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('creates every page of the site map, published, with a title, a summary and content', async () => {
    const { docs } = await payload.find({ collection: 'pages', limit: 200, overrideAccess: true, depth: 0 })
    expect(docs.map((d) => d.path).sort()).toEqual(cmsPages.map((p) => p.path).sort())
    for (const doc of docs) {
      expect(doc._status, doc.path).toBe('published')
      expect(doc.title.trim(), doc.path).not.toBe('')
      expect(doc.summary?.length ?? 0, doc.path).toBeGreaterThan(20)
      expect(doc.layout?.length ?? 0, doc.path).toBeGreaterThan(0)
    }
  })

  it('dates every table and states the facts visitors rely on', async () => {
    const { docs } = await payload.find({ collection: 'pages', limit: 200, overrideAccess: true, depth: 0 })
    for (const doc of docs) {
      for (const block of doc.layout ?? []) {
        if (block.blockType === 'table')
          expect(block.asOf, `${doc.path}: ${block.caption}`).toMatch(/^\d{4}-\d{2}-\d{2}/)
      }
    }
    expect(textOf(await pageByPath('certification/certification01'))).toContain('2025년 1월 1일')
    expect(textOf(await pageByPath('certification/certification02'))).toContain('120% 이상')
    expect(textOf(await pageByPath('certification/certification07'))).toContain('단일 법정 인증은 없습니다')
    const privacy = textOf(await pageByPath('policy/policy01'))
    expect(privacy).toContain('작성일부터 3년')
    expect(privacy).toContain('파기')
  })

  it('states the figures of the facts the copy is checked against', async () => {
    const rating = textOf(await pageByPath('certification/certification01'))
    expect(rating).toContain('1+++등급부터 7등급까지 10개 등급')
    expect(rating).toContain('법률 제20337호')
    expect(rating).toContain('60 미만')
    expect(rating).toContain('80 미만')
    const zeb = textOf(await pageByPath('certification/certification02'))
    for (const figure of ['120% 이상', '80% 이상 100% 미만', '20% 이상 40% 미만', '500㎡ 이상', '30세대 이상', '15%'])
      expect(zeb, figure).toContain(figure)
    const gseed = textOf(await pageByPath('certification/certification08'))
    for (const figure of ['80점 이상', '74점 이상', '3,000㎡', '5년']) expect(gseed, figure).toContain(figure)
    const bf = textOf(await pageByPath('certification/certification04'))
    for (const figure of ['90점 이상', '80점 이상 90점 미만', '70점 이상 80점 미만', '제10조의2'])
      expect(bf, figure).toContain(figure)
    const school = textOf(await pageByPath('certification/certification05'))
    for (const figure of ['80% 이상', '5년 이내', '10년 이내', '시행령 제14조'])
      expect(school, figure).toContain(figure)
    const safety = textOf(await pageByPath('diagnosis/diagnosis01'))
    for (const figure of ['4년에 1회 이상', '6년에 1회 이상', '2년에 1회 이상'])
      expect(safety, figure).toContain(figure)
    const audit = textOf(await pageByPath('diagnosis/diagnosis03'))
    for (const figure of ['2,000 toe', '3,000㎡', '5년마다', '제32조']) expect(audit, figure).toContain(figure)
    const remodelling = textOf(await pageByPath('diagnosis/diagnosis06'))
    for (const figure of ['2015년 12월', '2~4%']) expect(remodelling, figure).toContain(figure)
    const renewables = textOf(await pageByPath('rnd/rnd04'))
    for (const figure of ['34%', '36%', '38%', '40%', '2030년부터', '제12조'])
      expect(renewables, figure).toContain(figure)
    // The 1++ to 7 bands and similar details the facts do not give are not stated as figures.
    expect(rating).not.toContain('90 이상 120 미만')
  })

  it('invents no institute details: contacts, history and organisation stay empty for staff to enter', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
    for (const field of ['representative', 'businessNumber', 'postalCode', 'address', 'phone', 'fax', 'email'] as const)
      expect(settings[field] ?? '', field).toBe('')
    expect(settings.mapImage ?? null).toBeNull()
    const history = (await pageByPath('company/history'))?.layout?.find((b) => b.blockType === 'timeline')
    expect(history && 'entries' in history ? (history.entries ?? []) : null).toEqual([])
    const group = (await pageByPath('company/group'))?.layout?.find((b) => b.blockType === 'orgChart')
    expect(group && 'units' in group ? (group.units ?? []) : null).toEqual([])
    const { docs } = await payload.find({ collection: 'pages', limit: 200, overrideAccess: true, depth: 0 })
    for (const doc of docs) {
      const text = JSON.stringify([doc.summary, doc.hero, doc.layout])
      expect(text, `${doc.path}: phone number`).not.toMatch(/\b0\d{1,2}-\d{3,4}-\d{4}\b/)
      expect(text, `${doc.path}: e-mail address`).not.toMatch(/[\w.-]+@[\w-]+\.[\w.]+/)
    }
  })

  it('gives every public board route of the site map seeded posts that open on their view page', async () => {
    const { listBoardPosts } = await import('@/modules/boards/listing')
    const { viewBoardPost } = await import('@/modules/boards/view')
    const expected = {
      notices: '/media/media01',
      newsletter: '/media/media03',
      recruit: '/media/media04',
      performanceAll: '/performance/performance',
      performance01: '/performance/performance01',
      performance02: '/performance/performance02',
      performance03: '/performance/performance03',
    } as const
    for (const [key, path] of Object.entries(expected)) {
      const board = boardPages[key as keyof typeof boardPages]
      expect(board.path, key).toBe(path)
      const list = await listBoardPosts(payload, { boardSeq: board.boardSeqs, page: 1 })
      const rows = [...list.pinned, ...list.rows]
      expect(rows.length, path).toBeGreaterThan(0)
      expect(list.rows.length, path).toBeLessThanOrEqual(10)
      const first = rows[0]
      const view = await viewBoardPost(payload, board.boardSeqs, String(first?.id))
      expect(view?.post.title, path).toBe(first?.title)
    }
    // Each performance board lists only its own records; the overview lists all three.
    const seqsOf = async (boardSeqs: number[]) => {
      const { docs } = await payload.find({
        collection: 'posts',
        where: { boardSeq: { in: boardSeqs } },
        limit: 500,
        depth: 0,
        overrideAccess: true,
      })
      return new Set(docs.map((d) => d.boardSeq))
    }
    expect([...(await seqsOf(boardPages.performanceAll.boardSeqs))].sort()).toEqual([5, 6, 7])
    for (const key of ['performance01', 'performance02', 'performance03'] as const) {
      const list = await listBoardPosts(payload, { boardSeq: boardPages[key].boardSeqs, page: 1, pageSize: 100 })
      const ids = list.rows.map((r) => r.id)
      const { docs } = await payload.find({
        collection: 'posts',
        where: { id: { in: ids } },
        limit: 100,
        depth: 0,
        overrideAccess: true,
      })
      expect(new Set(docs.map((d) => d.boardSeq)), key).toEqual(new Set(boardPages[key].boardSeqs))
    }
  })

  it('resolves every route of the site map to published content', async () => {
    const { loadCmsPage } = await import('@/modules/site/cms-page')
    const { listBoardPosts } = await import('@/modules/boards/listing')
    const { listQna, viewQna } = await import('@/modules/qna/service')
    const boards = Object.values(boardPages)
    for (const page of allPages) {
      if (page.source === 'cms') {
        const found = await loadCmsPage(page.path, 'ko')
        expect(found?.fallback, page.path).toBe(false)
        expect(found?.page.title.trim() ?? '', page.path).not.toBe('')
        expect(found?.page.layout?.length ?? 0, page.path).toBeGreaterThan(0)
      } else if (page.source === 'app') {
        // Built in code over records of their own (진위확인: certificate-verify.test.ts), with no seeded content.
      } else if (page.path === 'media/media02') {
        const list = await listQna(payload, { page: 1 })
        expect(list.rows.length, page.path).toBeGreaterThan(0)
        const open = list.rows.find((r) => !r.isSecret)
        const view = await viewQna(payload, String(open?.id), { isStaff: false, unlocks: [] })
        expect(view.kind, page.path).toBe('open')
      } else {
        const board = boards.find((b) => b.path === `/${page.path}`)
        expect(board, page.path).toBeDefined()
        const list = await listBoardPosts(payload, { boardSeq: board?.boardSeqs ?? [], page: 1 })
        expect(list.pinned.length + list.rows.length, page.path).toBeGreaterThan(0)
      }
    }
  })

  it('has the English version of every page one is written for; a page without one falls back to Korean', async () => {
    const { englishPages } = await import('@/seed/site-pages')
    for (const { path, title } of englishPages) expect((await pageByPath(path, 'en', false))?.title, path).toBe(title)
    await koreanOnlyPage()
    expect((await pageByPath('company/korean-only', 'en', false))?.title ?? null).toBeNull()
    expect((await pageByPath('company/korean-only', 'en', true))?.title).toBe('한국어 전용 페이지')
  })

  it('serves the diagnosis, carbon-neutrality and R&D pages in English, titled as the English menu', async () => {
    const { loadCmsPage } = await import('@/modules/site/cms-page')
    const pages = cmsPages.filter((p) => /^(diagnosis|carbon|rnd)\//.test(p.path))
    expect(pages).toHaveLength(13)
    for (const page of pages) {
      const english = await loadCmsPage(page.path, 'en')
      expect(english?.fallback, page.path).toBe(false)
      expect(english?.page.title, page.path).toBe(page.label.en)
      expect(english?.page.summary ?? '', page.path).not.toMatch(/[\uAC00-\uD7A3]/)
      // The Korean version stays as it was.
      const korean = koreanPages.find((p) => p.path === page.path)?.title
      expect((await loadCmsPage(page.path, 'ko'))?.page.title, page.path).toBe(korean)
    }
  })

  it('tells the renderer when an English page falls back to Korean, and serves drafts only in preview', async () => {
    const { loadCmsPage } = await import('@/modules/site/cms-page')
    const about = await loadCmsPage('company/about', 'en')
    expect(about?.fallback).toBe(false)
    expect(about?.page.title).toBe('About the Institute')
    await koreanOnlyPage()
    const koreanOnly = await loadCmsPage('company/korean-only', 'en')
    expect(koreanOnly?.fallback).toBe(true)
    expect(koreanOnly?.page.title).toBe('한국어 전용 페이지')
    // The seeded set of pages is counted further on.
    await payload.delete({
      collection: 'pages',
      where: { path: { equals: 'company/korean-only' } },
      overrideAccess: true,
    })

    const history = await pageByPath('company/history')
    await payload.update({
      collection: 'pages',
      id: history?.id as number,
      locale: 'ko',
      draft: true,
      overrideAccess: true,
      data: { title: '연혁 (초안)' },
    })
    expect((await loadCmsPage('company/history', 'ko'))?.page.title).toBe('연혁')
    expect((await loadCmsPage('company/history', 'ko', true))?.page.title).toBe('연혁 (초안)')
  })

  it('keeps staff edits when the seed runs again, even if its record of applied steps is lost', async () => {
    const about = await pageByPath('company/about')
    await payload.update({
      collection: 'pages',
      id: about?.id as number,
      locale: 'ko',
      overrideAccess: true,
      data: { title: '기관 소개 (직원 수정)', summary: '직원이 고친 요약입니다. 다시 시드해도 그대로여야 합니다.' },
    })
    await payload.updateGlobal({ slug: 'site-settings', overrideAccess: true, data: { phone: '044-000-1234' } })

    const again = await runSeed()
    expect(again.applied).toEqual([])

    await payload.updateGlobal({ slug: 'seed-state', overrideAccess: true, data: { applied: [] } })
    await runSeed()

    const edited = await pageByPath('company/about')
    expect(edited?.title).toBe('기관 소개 (직원 수정)')
    const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
    expect(totalDocs).toBe(cmsPages.length)
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    expect(settings.phone).toBe('044-000-1234')
    // The seed never fills contact facts, so a re-run cannot put made-up values next to staff's.
    expect(settings.address ?? '').toBe('')
    const banners = await payload.count({ collection: 'banners', overrideAccess: true })
    expect(banners.totalDocs).toBe(3)
  })

  it('shows only the banners that are switched on and inside their period', async () => {
    const { activeSlides } = await import('@/modules/home/banners')
    const slides = await activeSlides('ko')
    expect(slides).toHaveLength(3)
    expect(slides.every((s) => s.pc.url && s.mobile.url && s.alt)).toBe(true)
    const [first, second] = slides
    await payload.update({
      collection: 'banners',
      id: first?.id as number,
      overrideAccess: true,
      data: { enabled: false },
    })
    await payload.update({
      collection: 'banners',
      id: second?.id as number,
      overrideAccess: true,
      data: { startsAt: new Date(Date.now() + 86_400_000).toISOString() },
    })
    const now = await activeSlides('ko')
    expect(now.map((s) => s.id)).toEqual([slides[2]?.id])
    const english = await activeSlides('en')
    expect(english[0]?.title).toMatch(/^[A-Za-z]/)
  })

  it('rejects a page path that is not a clean site path', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        overrideAccess: true,
        data: { path: '../admin', title: '잘못된 경로', _status: 'published' },
      }),
    ).rejects.toThrow()
  })
})
