import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsPages } from '@/modules/site/site-map'
import type { Page } from '@/payload-types'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload
let runSeed: () => Promise<{ applied: string[] }>

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

  it('has English versions of the key pages only; the rest fall back to Korean', async () => {
    for (const path of [
      'company/about',
      'company/location',
      'certification/certification01',
      'certification/certification02',
    ]) {
      const english = await pageByPath(path, 'en', false)
      expect(english?.title, path).toMatch(/^[A-Za-z]/)
    }
    expect((await pageByPath('company/ci', 'en', false))?.title ?? null).toBeNull()
    expect((await pageByPath('company/ci', 'en', true))?.title).toBe('CI 소개')
  })

  it('tells the renderer when an English page falls back to Korean, and serves drafts only in preview', async () => {
    const { loadCmsPage } = await import('@/modules/site/cms-page')
    const about = await loadCmsPage('company/about', 'en')
    expect(about?.fallback).toBe(false)
    expect(about?.page.title).toBe('About the Institute')
    const ci = await loadCmsPage('company/ci', 'en')
    expect(ci?.fallback).toBe(true)
    expect(ci?.page.title).toBe('CI 소개')

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
    expect(settings.address).toContain('세종특별자치시')
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
