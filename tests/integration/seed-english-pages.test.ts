/**
 * Issue 34, item 2, on both databases: a site seeded before the English versions existed gets them from the
 * `site-pages-english` seed step; English that staff wrote is kept; a page with an unpublished draft gets the English
 * in that draft only; a second run changes nothing.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload

beforeAll(async () => {
  payload = await createSeededPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

async function pageAt(path: string, locale: 'ko' | 'en', draft = false) {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { path: { equals: path } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    draft,
    locale,
    fallbackLocale: false,
  })
  return docs[0]
}

/** The page as an earlier release seeded it: the same Korean content, published, and no English at all. */
async function koreanOnly(path: string) {
  const { koreanPages } = await import('@/seed/site-pages')
  const korean = koreanPages.find((page) => page.path === path)
  if (!korean) throw new Error(`no Korean page ${path}`)
  await payload.delete({ collection: 'pages', where: { path: { equals: path } }, overrideAccess: true })
  const created = await payload.create({
    collection: 'pages',
    locale: 'ko',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      path,
      _status: 'published',
      title: korean.title,
      summary: korean.summary,
      hero: { lead: korean.lead },
      layout: korean.layout,
    },
  })
  expect((await pageAt(path, 'en'))?.title ?? null).toBeNull()
  return created
}

describe(`English versions for an installed site on ${dialect}`, () => {
  it('is a registered seed step, and a new site has every English page already', async () => {
    const { seedSteps } = await import('@/seed')
    expect(seedSteps.map((step) => step.name)).toContain('site-pages-english')
    const { englishPages } = await import('@/seed/site-pages')
    for (const english of englishPages) expect((await pageAt(english.path, 'en'))?.title).toBe(english.title)
  })

  it('writes the English of a page without one, keeps staff English and a staff draft, and runs twice alike', async () => {
    const { englishPages, seedMissingEnglishPages } = await import('@/seed/site-pages')
    const english = (path: string) => {
      const page = englishPages.find((p) => p.path === path)
      if (!page) throw new Error(`no English page ${path}`)
      return page
    }

    // 1. Korean only, as seeded by an earlier release.
    await koreanOnly('company/ci')
    // 2. Korean only, then staff wrote their own English.
    const staffPage = await koreanOnly('policy/policy03')
    await payload.update({
      collection: 'pages',
      id: staffPage.id,
      locale: 'en',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { _status: 'published', title: 'Our own English title', summary: 'Written by staff.' },
    })
    // 3. Korean only, with a Korean draft staff have not published yet.
    const drafted = await koreanOnly('certification/certification05')
    await payload.update({
      collection: 'pages',
      id: drafted.id,
      locale: 'ko',
      draft: true,
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { _status: 'draft', title: '교육시설 안전인증 (수정 중)' },
    })

    await seedMissingEnglishPages(payload)

    const ci = await pageAt('company/ci', 'en')
    expect(ci?.title).toBe('Corporate Identity')
    expect(ci?.summary).toBe(english('company/ci').summary)
    expect(ci?.hero?.lead).toBe(english('company/ci').lead)
    expect(ci?.layout?.map((block) => block.blockType)).toEqual(
      english('company/ci').layout.map((block) => block.blockType),
    )
    expect(ci?._status).toBe('published')
    // The Korean stays as it was.
    expect((await pageAt('company/ci', 'ko'))?.title).toBe('CI 소개')

    const staff = await pageAt('policy/policy03', 'en')
    expect(staff?.title).toBe('Our own English title')
    expect(staff?.summary).toBe('Written by staff.')

    // The draft carries the English and keeps the staff's Korean edit; the published page is not touched.
    const draft = await pageAt('certification/certification05', 'en', true)
    expect(draft?.title).toBe('Education Facility Safety')
    expect((await pageAt('certification/certification05', 'ko', true))?.title).toBe('교육시설 안전인증 (수정 중)')
    expect((await pageAt('certification/certification05', 'ko'))?.title).toBe('교육시설 안전인증')
    expect((await pageAt('certification/certification05', 'en'))?.title ?? null).toBeNull()

    // A second run finds nothing to do: no page and no version changes.
    const snapshot = async () => {
      const pages = await payload.find({
        collection: 'pages',
        limit: 0,
        pagination: false,
        depth: 0,
        draft: true,
        overrideAccess: true,
        locale: 'all',
        sort: 'path',
      })
      const versions = await payload.countVersions({ collection: 'pages', overrideAccess: true })
      return { pages: pages.docs.map((doc) => [doc.path, doc.updatedAt, JSON.stringify(doc.title)]), versions }
    }
    const before = await snapshot()
    await seedMissingEnglishPages(payload)
    expect(await snapshot()).toEqual(before)
  })
})
