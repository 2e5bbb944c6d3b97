import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PageInformationView } from '@/components/page-info/page-information'
import en from '@/i18n/messages/en/page-info.json'
import ko from '@/i18n/messages/ko/page-info.json'
import { formatPageDate, type PageInfoSource, pageInfoOf } from '@/modules/page-info/page-info'
import { createTestPayload, dialect } from '../support/test-payload'

/**
 * 페이지 정보 under every CMS content page: 담당부서 and 연락처 set per page (empty ones hidden) and 최종 수정일 from
 * the page's last publication, never from a draft saved after it.
 */
let payload: Payload

beforeAll(async () => {
  payload = await createTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

const render = (source: PageInfoSource, locale: 'ko' | 'en') =>
  renderToStaticMarkup(
    createElement(PageInformationView, { info: pageInfoOf(source), locale, text: locale === 'ko' ? ko : en }),
  )

/** The published page as the site reads it (src/modules/site/cms-page.ts: published only, not the draft). */
async function published(id: number, locale: 'ko' | 'en' = 'ko') {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { id: { equals: id }, _status: { equals: 'published' } },
    overrideAccess: true,
    draft: false,
    locale,
    fallbackLocale: 'ko',
    depth: 0,
  })
  return docs[0] as PageInfoSource & { title: string }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe(`page information on ${dialect}`, () => {
  it('shows 담당부서, 연락처 and 최종 수정일 of the page, in Korean and in English', async () => {
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: {
        path: 'company/info-test',
        title: '정보 시험',
        _status: 'published',
        pageInfo: { department: '인증사업본부', contact: '02-1234-5678' },
      },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      overrideAccess: true,
      data: { title: 'Info test', _status: 'published', pageInfo: { department: 'Certification Division' } },
    })
    const koHtml = render(await published(page.id), 'ko')
    expect(koHtml).toContain('<dt class="font-semibold text-ink">담당부서</dt><dd>인증사업본부</dd>')
    expect(koHtml).toContain('<dt class="font-semibold text-ink">연락처</dt><dd>02-1234-5678</dd>')
    expect(koHtml).toMatch(/최종 수정일<\/dt><dd><time dateTime="[^"]+">\d{4}\.\d{2}\.\d{2}<\/time>/)
    expect(koHtml).toContain('이 페이지에서 제공하는 정보에 만족하십니까?')
    for (const level of ['매우 만족', '만족', '보통', '불만족', '매우 불만족'])
      expect(koHtml).toContain(`/>${level}</label>`)
    expect(koHtml).toContain('action="/api/page-ratings"')
    expect(koHtml).toContain(`name="page" value="${page.id}"`)
    expect(koHtml).toContain('maxLength="500"')
    expect(koHtml).toMatch(/개인정보는 적지 마세요/)

    const enHtml = render(await published(page.id, 'en'), 'en')
    expect(enHtml).toContain('<dt class="font-semibold text-ink">Department</dt><dd>Certification Division</dd>')
    // The English contact falls back to the Korean one, as the page's other fields do.
    expect(enHtml).toContain('<dt class="font-semibold text-ink">Contact</dt><dd>02-1234-5678</dd>')
    expect(enHtml).toMatch(/Last updated<\/dt><dd><time dateTime="[^"]+">[A-Z][a-z]{2} \d{1,2}, \d{4}<\/time>/)
    expect(enHtml).toContain('Are you satisfied with the information on this page?')
    expect(enHtml).toContain('name="locale" value="en"')
  })

  it('hides 담당부서 and 연락처 when they are empty, and keeps the date', async () => {
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { path: 'company/info-empty', title: '빈 정보', _status: 'published', pageInfo: { contact: '   ' } },
    })
    const html = render(await published(page.id), 'ko')
    expect(html).not.toContain('data-page-info-item="department"')
    expect(html).not.toContain('data-page-info-item="contact"')
    expect(html).not.toContain('>담당부서</dt>')
    expect(html).not.toContain('>연락처</dt>')
    expect(html).toContain('>최종 수정일</dt>')
  })

  it('dates the page by its last publication, not by a draft saved after it', async () => {
    const beforeCreate = Date.now()
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { path: 'company/info-dates', title: '날짜 시험', _status: 'published' },
    })
    const first = await published(page.id)
    // Stamped at the publication itself: a time inside the create call.
    const stamped = Date.parse(String(first.publishedAt))
    expect(stamped).toBeGreaterThanOrEqual(beforeCreate - 1)
    expect(stamped).toBeLessThanOrEqual(Date.now())
    expect(pageInfoOf(first).updatedAt).toBe(first.publishedAt)

    await pause(20)
    await payload.update({
      collection: 'pages',
      id: page.id,
      overrideAccess: true,
      draft: true,
      data: { title: '날짜 시험 (초안)', _status: 'draft', pageInfo: { department: '초안 부서' } },
    })
    const afterDraft = await published(page.id)
    expect(afterDraft.title).toBe('날짜 시험')
    expect(pageInfoOf(afterDraft).updatedAt).toBe(first.publishedAt)
    expect(render(afterDraft, 'ko')).not.toContain('초안 부서')

    await pause(20)
    await payload.update({
      collection: 'pages',
      id: page.id,
      overrideAccess: true,
      data: { title: '날짜 시험 (게시)', _status: 'published' },
    })
    const republished = await published(page.id)
    expect(Date.parse(pageInfoOf(republished).updatedAt)).toBeGreaterThan(Date.parse(first.publishedAt as string))
  })

  it('prints the day in Korea: 2026.11.26 and Nov 26, 2026 for 15:30 UTC on the 25th', () => {
    expect(formatPageDate('2026-11-25T15:30:00.000Z', 'ko')).toBe('2026.11.26')
    expect(formatPageDate('2026-11-25T15:30:00.000Z', 'en')).toBe('Nov 26, 2026')
    expect(formatPageDate('2026-01-05T00:00:00.000Z', 'ko')).toBe('2026.01.05')
  })
})
