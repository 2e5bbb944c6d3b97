import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAsRequestUser, createAccount } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 만족도 평가 under the content pages (docs/decisions/0021-page-ratings.md): answers stored without who gave them,
 * one per visitor per page per day even when sent ten times at once, rate-limited, bad input refused in Korean,
 * results for staff, and nothing of it readable by visitors through /api/cms.
 */
let payload: Payload
let route: typeof import('@/app/api/page-ratings/route')
let pages: { id: number; path: string }[] = []

const origin = 'http://localhost:3000'
const userAgent = 'Mozilla/5.0 (RatingTest) UniqueAgent/9.9'

type Send = { ip: string; json?: Record<string, unknown>; form?: Record<string, string>; origin?: string | null }

async function send({ ip, json, form, origin: from = origin }: Send, type?: string) {
  const headers = new Headers({ 'x-client-ip': ip, 'user-agent': userAgent })
  if (from) headers.set('origin', from)
  let body: BodyInit | undefined
  if (form) {
    body = new URLSearchParams(form)
    headers.set('content-type', 'application/x-www-form-urlencoded')
  } else if (json) {
    body = JSON.stringify(json)
    headers.set('content-type', type ?? 'application/json')
  }
  const response = await route.POST(new Request(`${origin}/api/page-ratings`, { method: 'POST', headers, body }))
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text.startsWith('{') ? JSON.parse(text) : null,
  }
}

const ratingsOf = async (pageId: number) =>
  (
    await payload.find({
      collection: 'page-ratings',
      where: { page: { equals: pageId } },
      overrideAccess: true,
      depth: 0,
      limit: 100,
    })
  ).docs

beforeAll(async () => {
  payload = await createSeededPayload()
  route = await import('@/app/api/page-ratings/route')
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    overrideAccess: true,
    depth: 0,
    limit: 8,
    sort: 'path',
  })
  pages = docs.map((d) => ({ id: d.id, path: d.path }))
  expect(pages.length).toBeGreaterThanOrEqual(6)
  await createAccount(payload, 'editor3', 3)
  await createAccount(payload, 'manager2', 2)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe(`만족도 평가 on ${dialect}`, () => {
  it('takes a form post without a script and sends the browser back to the page with the result (303)', async () => {
    const page = pages[0] as { id: number; path: string }
    const ip = '198.51.100.1'
    const answer = await send({
      ip,
      form: { page: String(page.id), locale: 'ko', level: '4', comment: '  유익합니다  ' },
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe(`/${page.path}#page-rating-thanks`)
    const english = await send({ ip: '198.51.100.2', form: { page: String(page.id), locale: 'en', level: '5' } })
    expect(english.headers.get('location')).toBe(`/en/${page.path}#page-rating-thanks`)
    const again = await send({ ip, form: { page: String(page.id), locale: 'ko', level: '2' } })
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe(`/${page.path}#page-rating-duplicate`)
  })

  it('stores the page, locale, level, comment and date, and nothing about the visitor', async () => {
    const page = pages[1] as { id: number; path: string }
    const ip = '198.51.100.23'
    const answer = await send({ ip, json: { page: page.id, locale: 'en', level: 3, comment: 'Clear enough' } })
    expect(answer.status).toBe(201)
    expect(answer.body.message).toMatch(/감사합니다/)
    const [row, ...others] = await ratingsOf(page.id)
    expect(others).toHaveLength(0)
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['comment', 'createdAt', 'id', 'level', 'locale', 'page', 'path', 'updatedAt'].sort(),
    )
    expect(row).toMatchObject({ page: page.id, path: page.path, locale: 'en', level: 3, comment: 'Clear enough' })
    const everything = JSON.stringify(
      await payload.find({ collection: 'page-rating-stamps', overrideAccess: true, limit: 1000 }),
    )
    const stored = JSON.stringify(row) + everything
    expect(stored).not.toContain(ip)
    expect(stored).not.toContain('UniqueAgent')
  })

  it('refuses a second answer of the same visitor on the same page the same day, in Korean (409)', async () => {
    const page = pages[2] as { id: number; path: string }
    const ip = '198.51.100.31'
    expect((await send({ ip, json: { page: page.id, locale: 'ko', level: 5 } })).status).toBe(201)
    const second = await send({ ip, json: { page: page.id, locale: 'en', level: 1 } })
    expect(second.status).toBe(409)
    expect(second.body.error.message).toBe('오늘 이미 이 페이지를 평가하셨습니다.')
    // Another page, or another visitor, is another answer.
    expect((await send({ ip, json: { page: (pages[3] as { id: number }).id, locale: 'ko', level: 4 } })).status).toBe(
      201,
    )
    expect((await send({ ip: '198.51.100.32', json: { page: page.id, locale: 'ko', level: 4 } })).status).toBe(201)
    expect(await ratingsOf(page.id)).toHaveLength(2)
  })

  it('stores exactly one row for ten identical answers sent at once, and answers none with a 5xx', async () => {
    const page = pages[4] as { id: number; path: string }
    const ip = '198.51.100.41'
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send({ ip, json: { page: page.id, locale: 'ko', level: 5, comment: '두 번' } })),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409])
    expect(await ratingsOf(page.id)).toHaveLength(1)
  })

  it('refuses bad input with a clear Korean 4xx', async () => {
    const page = pages[5] as { id: number; path: string }
    const ip = '198.51.100.51'
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ page: page.id, locale: 'ko', level: 0 }, 400, /만족도를/],
      [{ page: page.id, locale: 'ko', level: 6 }, 400, /만족도를/],
      [{ page: page.id, locale: 'ko', level: 'abc' }, 400, /만족도를/],
      [{ page: page.id, locale: 'ko' }, 400, /만족도를/],
      [{ page: page.id, locale: 'ko', level: 3, comment: '가'.repeat(501) }, 400, /500자/],
      [{ page: page.id, locale: 'ko', level: 3, comment: 'a\u0000b' }, 400, /쓸 수 없는 문자/],
      [{ page: page.id, locale: 'fr', level: 3 }, 400, /언어/],
      [{ page: 'x', locale: 'ko', level: 3 }, 400, /페이지/],
      [{ page: 99_999_999, locale: 'ko', level: 3 }, 404, /페이지를 찾을 수 없습니다/],
    ]
    for (const [json, status, message] of cases) {
      const answer = await send({ ip, json })
      expect(answer.status, JSON.stringify(json).slice(0, 80)).toBe(status)
      expect(answer.body.error.message).toMatch(message)
    }
    const plain = await send({ ip, json: { page: page.id, locale: 'ko', level: 3 } }, 'text/plain')
    expect(plain.status).toBe(415)
    expect(plain.body.error.message).toMatch(/양식|JSON/)
    const crossSite = await send({
      ip,
      origin: 'https://evil.example',
      json: { page: page.id, locale: 'ko', level: 3 },
    })
    expect(crossSite.status).toBe(403)
    const noOrigin = await send({ ip, origin: null, form: { page: String(page.id), locale: 'ko', level: '3' } })
    expect(noOrigin.status).toBe(403)
    expect(noOrigin.text).toMatch(/이 사이트의 페이지에서 보낸 평가만 받습니다/)
    // A form post that is refused gets a Korean page, not a redirect.
    const formBad = await send({ ip, form: { page: String(page.id), locale: 'ko', level: '9' } })
    expect(formBad.status).toBe(400)
    expect(formBad.headers.get('content-type')).toMatch(/text\/html/)
    expect(formBad.text).toMatch(/만족도를/)
    // A comment of exactly 500 characters is kept.
    expect(
      (await send({ ip, json: { page: page.id, locale: 'ko', level: 3, comment: '가'.repeat(500) } })).status,
    ).toBe(201)
  })

  it('answers 429 with Retry-After once one address sends too many', async () => {
    const { ratingRateLimit } = await import('@/modules/page-rating/submit')
    const ip = '198.51.100.61'
    const page = pages[0] as { id: number }
    for (let i = 0; i < ratingRateLimit.limit; i++) {
      const answer = await send({ ip, json: { page: page.id, locale: 'ko', level: 9 } })
      expect(answer.status).toBe(400)
    }
    const limited = await send({ ip, json: { page: page.id, locale: 'ko', level: 3 } })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.body.error.message).toMatch(/너무 많습니다/)
    const form = await send({ ip, form: { page: String(page.id), locale: 'ko', level: '3' } })
    expect(form.status).toBe(429)
    expect(Number(form.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('forgets the day stamps after their day: the nightly job deletes them and the visitor may answer again', async () => {
    const { submitPageRating } = await import('@/modules/page-rating/submit')
    const { purgeExpiredPersonalData } = await import('@/modules/retention/purge')
    const page = pages[3] as { id: number }
    const ip = '198.51.100.71'
    const day1 = new Date('2030-03-01T14:00:00Z') // 23:00 in Korea
    const fields = { page: page.id, locale: 'ko', level: 4 }
    expect((await submitPageRating(payload, { fields, ip, now: day1 })).ok).toBe(true)
    expect((await submitPageRating(payload, { fields, ip, now: new Date('2030-03-01T14:50:00Z') })).ok).toBe(false)
    // 00:10 in Korea: a new day, a new stamp.
    expect((await submitPageRating(payload, { fields, ip, now: new Date('2030-03-01T15:10:00Z') })).ok).toBe(true)
    const stamps = () => payload.count({ collection: 'page-rating-stamps', overrideAccess: true })
    expect((await stamps()).totalDocs).toBeGreaterThan(1)
    // Just after the first Korean day ended: only the second day's stamp is left (earlier tests' days ended too).
    await purgeExpiredPersonalData(payload, { retentionDays: 1095, now: new Date('2030-03-01T15:30:00Z') })
    expect((await stamps()).totalDocs).toBe(1)
    await purgeExpiredPersonalData(payload, { retentionDays: 1095, now: new Date('2030-03-05T00:00:00Z') })
    expect((await stamps()).totalDocs).toBe(0)
  })
})

describe(`만족도 평가 results and access on ${dialect}`, () => {
  it('gives staff per page the number of answers, the average, each level and recent comments', async () => {
    const { submitPageRating } = await import('@/modules/page-rating/submit')
    const { pageRatingResults } = await import('@/modules/page-rating/results')
    const page = pages[6] ?? (pages[5] as { id: number; path: string })
    const before = (await pageRatingResults(payload)).find((r) => r.path === page.path)
    const levels = [5, 5, 4, 2, 1]
    for (const [i, level] of levels.entries()) {
      const fields = { page: page.id, locale: 'ko', level, comment: i === 4 ? `의견 ${i}` : '' }
      const outcome = await submitPageRating(payload, { fields, ip: `192.0.2.${100 + i}` })
      expect(outcome.ok).toBe(true)
    }
    const result = (await pageRatingResults(payload)).find((r) => r.path === page.path)
    const base = before ?? { answers: 0, average: 0, levels: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }
    expect(result?.answers).toBe(base.answers + 5)
    expect(result?.levels[5]).toBe(base.levels[5] + 2)
    expect(result?.levels[4]).toBe(base.levels[4] + 1)
    expect(result?.levels[3]).toBe(base.levels[3])
    expect(result?.levels[2]).toBe(base.levels[2] + 1)
    expect(result?.levels[1]).toBe(base.levels[1] + 1)
    const total = base.average * base.answers + levels.reduce((a, b) => a + b, 0)
    expect(result?.average).toBeCloseTo(total / (base.answers + 5), 6)
    expect(result?.recentComments.map((c) => c.comment)).toContain('의견 4')
  })

  it('lets editors read, only admins delete, and nobody edit or create an answer', async () => {
    const page = pages[1] as { id: number }
    const [row] = await ratingsOf(page.id)
    const id = row?.id as number
    const editor = await accountAsRequestUser(payload, 'editor3')
    const manager = await accountAsRequestUser(payload, 'manager2')
    const admin = await accountAsRequestUser(payload, 'admin')
    const as = (user: Record<string, unknown>) => ({ user: user as never, overrideAccess: false })
    expect((await payload.find({ collection: 'page-ratings', ...as(editor) })).totalDocs).toBeGreaterThan(0)
    await expect(payload.delete({ collection: 'page-ratings', id, ...as(editor) })).rejects.toThrow()
    for (const user of [editor, manager, admin]) {
      await expect(
        payload.update({ collection: 'page-ratings', id, data: { level: 1 }, ...as(user) }),
      ).rejects.toThrow()
      await expect(
        payload.create({
          collection: 'page-ratings',
          data: { path: 'x', locale: 'ko', level: 5 },
          ...as(user),
        }),
      ).rejects.toThrow()
    }
    await payload.delete({ collection: 'page-ratings', id, ...as(manager) })
    expect(await ratingsOf(page.id)).toHaveLength(0)
  })

  it('refuses visitors every read of the answers and stamps through /api/cms', async () => {
    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    for (const slug of [['page-ratings'], ['page-ratings', '1'], ['page-rating-stamps'], ['page-ratings', 'count']]) {
      const request = new Request(`${origin}/api/cms/${slug.join('/')}`, { headers: { 'x-client-ip': '203.0.113.5' } })
      const response = await rest.GET(request, { params: Promise.resolve({ slug }) })
      expect([401, 403], slug.join('/')).toContain(response.status)
      expect(await response.text()).not.toMatch(/"level"/)
    }
  })
})
