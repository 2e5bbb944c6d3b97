import type { Payload } from 'payload'
import type { ReactElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAsRequestUser, call, createAccount, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 접속자 통계 (docs/decisions/0023-visitor-statistics.md): the visit beacon counts page views and daily visitors
 * without storing an address or browser, ignores bots, staff and prefetches, refuses anything but its shape with a
 * 400 (never a 5xx), counts exactly under concurrency, forgets salts and stamps after their day, deletes old counts,
 * and shows the counts (screen data and CSV) to staff only.
 */
let payload: Payload
let route: typeof import('@/app/api/visits/route')
let exportRoute: typeof import('@/app/api/visits/export/route')
let report: typeof import('@/modules/visitor-stats/report')
let purge: typeof import('@/modules/visitor-stats/purge')
let day: typeof import('@/modules/visitor-stats/day')

const origin = 'http://localhost:3000'
const browser =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let ipCounter = 0
const nextIp = () => `198.51.100.${++ipCounter}`

type Beacon = {
  body?: string | Record<string, string>
  ip?: string
  userAgent?: string | null
  origin?: string | null
  type?: string
  cookie?: string
  headers?: Record<string, string>
}

async function beacon({ body = { p: '/company/about', l: 'ko' }, ip = nextIp(), userAgent = browser, ...o }: Beacon) {
  const headers = new Headers({ 'x-client-ip': ip, 'content-type': o.type ?? 'application/x-www-form-urlencoded' })
  if (userAgent) headers.set('user-agent', userAgent)
  if (o.origin !== null) headers.set('origin', o.origin ?? origin)
  if (o.cookie) headers.set('cookie', o.cookie)
  for (const [k, v] of Object.entries(o.headers ?? {})) headers.set(k, v)
  const text = typeof body === 'string' ? body : new URLSearchParams(body).toString()
  const response = await route.POST(new Request(`${origin}/api/visits`, { method: 'POST', headers, body: text }), {
    params: Promise.resolve({}),
  })
  const raw = await response.text()
  return { status: response.status, body: raw ? JSON.parse(raw) : null }
}

/** Today's counts as the staff screen shows them. */
const today = async () => report.visitorReport(payload, { days: day.lastKoreanDays(new Date(), 7) })
const todayTotals = async () => {
  const r = await today()
  return r.daily[r.daily.length - 1] as { visitors: number; views: number }
}
const pageViews = async (path: string) => (await today()).pages.find((p) => p.item === path)?.views ?? 0

async function tokenFor(userId: string, group: number) {
  await createAccount(payload, userId, group)
  const signin = await import('@/app/api/v1/signin/route')
  const res = await call(signin.POST, '/api/v1/signin', { method: 'POST', query: { userId, password: testPassword } })
  return res.body.accessToken as string
}

beforeAll(async () => {
  payload = await createSeededPayload()
  route = await import('@/app/api/visits/route')
  exportRoute = await import('@/app/api/visits/export/route')
  report = await import('@/modules/visitor-stats/report')
  purge = await import('@/modules/visitor-stats/purge')
  day = await import('@/modules/visitor-stats/day')
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe(`visitor statistics on ${dialect}`, () => {
  it('counts page views, and a visitor once a day by address and browser, storing neither', async () => {
    const before = await todayTotals()
    const ip = nextIp()
    expect((await beacon({ ip, body: { p: '/company/about', l: 'ko', r: 'www.google.com' } })).status).toBe(204)
    expect((await beacon({ ip, body: { p: '/company/history', l: 'ko' } })).status).toBe(204)
    expect((await beacon({ ip, body: { p: '/company/about', l: 'ko' } })).status).toBe(204)
    // Same address, another browser: another visitor (two people behind one office address).
    expect((await beacon({ ip, userAgent: phone, body: { p: '/en/company/about', l: 'en', r: '' } })).status).toBe(204)
    const after = await todayTotals()
    expect(after.views - before.views).toBe(4)
    expect(after.visitors - before.visitors).toBe(2)

    const r = await today()
    expect(r.pages.find((p) => p.item === '/company/about')?.views).toBeGreaterThanOrEqual(2)
    expect(r.referrers.find((p) => p.item === 'www.google.com')?.views).toBeGreaterThanOrEqual(1)
    expect(r.referrers.find((p) => p.item === '(direct)')?.views).toBeGreaterThanOrEqual(1)
    expect(r.devices.find((p) => p.item === 'mobile')?.visitors).toBeGreaterThanOrEqual(1)
    expect(r.devices.find((p) => p.item === 'desktop')?.visitors).toBeGreaterThanOrEqual(1)
    expect(r.locales.find((p) => p.item === 'en')?.visitors).toBeGreaterThanOrEqual(1)

    // Nothing stored says who: the stamps are hashes, the salt is random, and no table holds the address or browser.
    const stamps = await payload.find({ collection: 'visit-stamps', overrideAccess: true, limit: 1000 })
    const salts = await payload.find({ collection: 'visit-salts', overrideAccess: true, limit: 10 })
    const counts = await payload.find({ collection: 'visit-counts', overrideAccess: true, limit: 1000 })
    const stored = JSON.stringify([stamps.docs, salts.docs, counts.docs])
    expect(stored).not.toContain(ip)
    expect(stored).not.toContain('Chrome/131')
    expect(stamps.docs.every((s) => /^[0-9a-f]{64}$/.test(s.stamp))).toBe(true)
    expect(salts.docs).toHaveLength(1)
  })

  it('finds pages by a part of their address, also outside the twenty most viewed; % and _ match only themselves', async () => {
    for (let i = 0; i < report.rankedLimit + 2; i++) {
      expect((await beacon({ body: { p: `/media/media01/view/${9000 + i}`, l: 'ko' } })).status).toBe(204)
      expect((await beacon({ body: { p: `/media/media01/view/${9000 + i}`, l: 'ko' } })).status).toBe(204)
    }
    expect((await beacon({ body: { p: '/policy/policy03', l: 'ko' } })).status).toBe(204)
    expect((await beacon({ body: { p: '/en/policy/policy03', l: 'en' } })).status).toBe(204)
    const week = { days: day.lastKoreanDays(new Date(), 7) }
    const top = await report.visitorReport(payload, week)
    expect(top.pages).toHaveLength(report.rankedLimit)
    expect(top.pages.some((p) => p.item.endsWith('/policy/policy03'))).toBe(false)
    const found = await report.visitorReport(payload, week, { pageFilter: 'policy/policy03' })
    expect(found.pages.map((p) => [p.item, p.views]).sort()).toEqual([
      ['/en/policy/policy03', 1],
      ['/policy/policy03', 1],
    ])
    // The totals and the other lists stay those of the whole period.
    expect(found.totals).toEqual(top.totals)
    expect(found.referrers).toEqual(top.referrers)
    for (const wildcard of ['%', '_', 'policy_policy03']) {
      expect((await report.visitorReport(payload, week, { pageFilter: wildcard })).pages).toEqual([])
    }
  })

  it('ignores bots, staff sessions, previews and prefetches with a 204', async () => {
    const before = await todayTotals()
    expect((await beacon({ userAgent: crawler })).status).toBe(204)
    expect((await beacon({ userAgent: 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)' })).status).toBe(204)
    expect((await beacon({ userAgent: null })).status).toBe(204)
    expect((await beacon({ cookie: 'payload-token=abc' })).status).toBe(204)
    expect((await beacon({ cookie: 'i18n_redirected=ko; __prerender_bypass=1' })).status).toBe(204)
    expect((await beacon({ headers: { 'sec-purpose': 'prefetch;prerender' } })).status).toBe(204)
    expect(await todayTotals()).toEqual(before)
  })

  it('refuses anything but the beacon shape with a stable 400, and other sites with 403', async () => {
    const before = await todayTotals()
    const bad: Beacon[] = [
      { body: { p: 'company/about', l: 'ko' } },
      { body: { p: '/admin/collections/users', l: 'ko' } },
      { body: { p: '/api/visits', l: 'ko' } },
      { body: { p: `/${'a'.repeat(250)}`, l: 'ko' } },
      { body: { p: '/company/../admin', l: 'ko' } },
      { body: { p: '/company/about', l: 'ja' } },
      { body: { p: '/company/about', l: 'ko', r: 'evil host/<script>' } },
      { body: { p: '/company/about', l: 'ko', x: '1' } },
      { body: 'p=%2Fcompany%2Fabout&p=%2Findex&l=ko' },
      { body: '%E0%A4%A' },
      { body: 'x'.repeat(5000) },
      { body: '{"p":"/company/about","l":"ko"}', type: 'application/json' },
      { body: '' },
    ]
    for (const b of bad) {
      const res = await beacon(b)
      expect(res.status, JSON.stringify(b.body).slice(0, 60)).toBe(400)
      expect(res.body.error.code).toBe('INVALID_VISIT')
      expect(res.body.error.message).toMatch(/[가-힣]/)
    }
    const cross = await beacon({ origin: 'https://evil.example' })
    expect(cross.status).toBe(403)
    expect((await beacon({ origin: null })).status).toBe(403)
    expect(await todayTotals()).toEqual(before)
  })

  it('counts every one of many simultaneous beacons, and a visitor sending them at once once', async () => {
    const path = '/certification/certification01'
    const before = await todayTotals()
    const beforePage = await pageViews(path)
    const ip = nextIp()
    const sameVisitor = Array.from({ length: 15 }, () => beacon({ ip, body: { p: path, l: 'ko' } }))
    const others = Array.from({ length: 15 }, () => beacon({ body: { p: path, l: 'ko' } }))
    const results = await Promise.all([...sameVisitor, ...others])
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(204))
    const after = await todayTotals()
    expect(after.views - before.views).toBe(30)
    expect(after.visitors - before.visitors).toBe(16)
    expect((await pageViews(path)) - beforePage).toBe(30)
  })

  it('rate-limits one address, answering 429 and counting nothing more', async () => {
    const ip = nextIp()
    const { visitRateLimit } = route
    for (let i = 0; i < visitRateLimit.limit; i++) await beacon({ ip, body: { p: '/index', l: 'ko' } })
    const before = await todayTotals()
    const res = await beacon({ ip, body: { p: '/index', l: 'ko' } })
    expect(res.status).toBe(429)
    expect(res.body.error.code).toBe('TOO_MANY_REQUESTS')
    expect(await todayTotals()).toEqual(before)
  }, 60_000)

  it('forgets the salts and stamps of days that are over, and counts older than the retention', async () => {
    const now = new Date()
    const yesterday = day.koreanDayBefore(now, 1)
    const old = day.koreanDayBefore(now, 40)
    await payload.create({
      collection: 'visit-salts',
      overrideAccess: true,
      data: { day: yesterday, salt: 'x'.repeat(64) },
    })
    await payload.create({
      collection: 'visit-stamps',
      overrideAccess: true,
      data: { day: yesterday, stamp: 'f'.repeat(64) },
    })
    for (const d of [old, yesterday]) {
      await payload.create({
        collection: 'visit-counts',
        overrideAccess: true,
        data: { day: d, kind: 'total', item: 'all', visitors: 3, views: 7 },
      })
    }
    const result = await purge.purgeVisitorStats(payload, { retentionDays: 30, now })
    expect(result.saltsDeleted).toBe(1)
    expect(result.stampsDeleted).toBe(1)
    expect(result.countsDeleted).toBe(1)
    const salts = await payload.find({ collection: 'visit-salts', overrideAccess: true, limit: 10 })
    expect(salts.docs.map((s) => s.day)).toEqual([day.koreanDay(now)])
    const stamps = await payload.find({ collection: 'visit-stamps', overrideAccess: true, limit: 1000 })
    expect(stamps.docs.every((s) => s.day === day.koreanDay(now))).toBe(true)
    const counts = await payload.find({
      collection: 'visit-counts',
      overrideAccess: true,
      where: { kind: { equals: 'total' } },
      limit: 100,
    })
    expect(counts.docs.map((c) => c.day).sort()).toEqual([yesterday, day.koreanDay(now)])
    // Yesterday's count is still shown in the period.
    const r = await report.visitorReport(payload, { days: day.lastKoreanDays(now, 7) })
    expect(r.daily.find((d) => d.day === yesterday)).toEqual({ day: yesterday, visitors: 3, views: 7 })
  })

  it('a new day gets a new salt, so the same visitor counts again and yesterday cannot be linked', async () => {
    const ip = nextIp()
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
    const record = await import('@/modules/visitor-stats/record')
    const body = { path: '/index', locale: 'ko' as const, entry: null }
    const first = await record.recordVisit(payload, { beacon: body, ip, userAgent: browser, device: 'desktop' })
    const again = await record.recordVisit(payload, { beacon: body, ip, userAgent: browser, device: 'desktop' })
    const next = await record.recordVisit(payload, {
      beacon: body,
      ip,
      userAgent: browser,
      device: 'desktop',
      now: tomorrow,
    })
    expect([first.newVisitor, again.newVisitor, next.newVisitor]).toEqual([true, false, true])
    // The first visit of the new day deleted the earlier day's salt and stamps.
    const salts = await payload.find({ collection: 'visit-salts', overrideAccess: true, limit: 10 })
    expect(salts.docs.map((s) => s.day)).toEqual([day.koreanDay(tomorrow)])
    const stamps = await payload.find({ collection: 'visit-stamps', overrideAccess: true, limit: 1000 })
    expect(stamps.docs.map((s) => s.day)).toEqual([day.koreanDay(tomorrow)])
  })
})

describe(`visitor statistics for staff on ${dialect}`, () => {
  let editorToken: string
  let noStatsToken: string

  beforeAll(async () => {
    editorToken = await tokenFor('statseditor', 3)
    const none = { read: false, write: false, delete: false }
    await payload.create({
      collection: 'auth-groups',
      overrideAccess: true,
      data: {
        authGroupSeq: 90,
        name: '통계 없음',
        permissions: { pages: none, boards: { read: true, write: true, delete: false } },
        boardSeqs: [],
      },
    })
    noStatsToken = await tokenFor('boardsonly', 90)
  })

  it('downloads the period as CSV with Korean headers and a BOM, for staff who may read pages', async () => {
    const response = await exportRoute.GET(
      new Request(`${origin}/api/visits/export?days=7`, { headers: { authorization: `Bearer ${editorToken}` } }),
      { params: Promise.resolve({}) },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="visitor-stats-.*\.csv"/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const [header, ...lines] = text.trim().split('\r\n')
    expect(header).toBe('"날짜 (KST, UTC+09:00)","구분","항목","방문자","페이지뷰·유입"')
    expect(lines.some((l) => l.includes('"페이지","/company/about"'))).toBe(true)
    expect(lines.some((l) => l.includes('"기기","모바일"'))).toBe(true)
    expect(lines.some((l) => l.includes(`"${day.koreanDay(new Date())}","전체","전체"`))).toBe(true)
  })

  it('refuses the CSV to visitors (401) and to groups without the permission (403), and bad periods (400)', async () => {
    const get = (query: string, token?: string) =>
      exportRoute.GET(
        new Request(`${origin}/api/visits/export${query}`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
        }),
        { params: Promise.resolve({}) },
      )
    const anonymous = await get('?days=30')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.text()).not.toContain('/company/about')
    expect((await get('?days=30', noStatsToken)).status).toBe(403)
    const bad = await get('?days=365', editorToken)
    expect(bad.status).toBe(400)
    expect((await bad.json()).error.message).toBe('기간은 최근 7일, 30일, 90일 중 하나여야 합니다.')
    const reversed = await get('?from=2026-10-15&to=2026-10-01', editorToken)
    expect(reversed.status).toBe(400)
    expect((await reversed.json()).error.message).toBe('시작일은 종료일보다 늦을 수 없습니다.')
    expect((await get('?month=2026-13', editorToken)).status).toBe(400)
    expect((await get('?from=2026-02-30&to=2026-03-01', editorToken)).status).toBe(400)
  })

  it('downloads a month or a range of days, named by its Korean days, with only the days asked for', async () => {
    const now = new Date()
    const todayKst = day.koreanDay(now)
    const yesterdayKst = day.koreanDayBefore(now, 1)
    const get = (query: string) =>
      exportRoute.GET(
        new Request(`${origin}/api/visits/export?${query}`, { headers: { authorization: `Bearer ${editorToken}` } }),
        { params: Promise.resolve({}) },
      )
    const range = await get(`from=${yesterdayKst}&to=${todayKst}`)
    expect(range.status).toBe(200)
    expect(range.headers.get('content-disposition')).toContain(
      `filename="visitor-stats-${yesterdayKst}_${todayKst}.csv"`,
    )
    const rangeDays = new Set(
      (await range.text())
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]?.replaceAll('"', '')),
    )
    expect([...rangeDays].every((d) => d === yesterdayKst || d === todayKst)).toBe(true)
    expect(rangeDays.has(todayKst)).toBe(true)
    // Yesterday alone holds none of today's visits.
    const onlyYesterday = await (await get(`from=${yesterdayKst}&to=${yesterdayKst}`)).text()
    expect(onlyYesterday).not.toContain(`"${todayKst}"`)
    const month = await get(`month=${todayKst.slice(0, 7)}`)
    expect(month.status).toBe(200)
    expect(month.headers.get('content-disposition')).toContain(`filename="visitor-stats-${todayKst.slice(0, 7)}-01`)
    expect(await month.text()).toContain(`"${todayKst}","전체","전체"`)
  })

  it("shows the dashboard's 30-day sparkline to staff who may see the statistics, and nothing to others", async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { VisitorSparkline } = await import('@/components/admin/visitor-sparkline')
    const editor = await accountAsRequestUser(payload, 'statseditor')
    const html = renderToStaticMarkup((await VisitorSparkline({ payload, user: editor })) as ReactElement)
    const total = (await report.dailyVisits(payload, 30)).reduce((sum, d) => sum + d.visitors, 0)
    expect(total).toBeGreaterThan(0)
    expect(html).toContain(`최근 30일 방문자 ${total.toLocaleString('ko-KR')}명`)
    expect(html).toContain('href="/admin/visitor-stats"')
    expect(html.match(/<polyline points="([^"]+)"/)?.[1]?.split(' ')).toHaveLength(30)
    const boardsOnly = await accountAsRequestUser(payload, 'boardsonly')
    expect(await VisitorSparkline({ payload, user: boardsOnly })).toBeNull()
    expect(await VisitorSparkline({ payload, user: null })).toBeNull()
  })

  it('lets staff read the counts and nobody write them or see salts and stamps through /api/cms', async () => {
    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    for (const slug of [['visit-counts'], ['visit-salts'], ['visit-stamps'], ['visit-counts', 'count']]) {
      const request = new Request(`${origin}/api/cms/${slug.join('/')}`, { headers: { 'x-client-ip': '203.0.113.5' } })
      const response = await rest.GET(request, { params: Promise.resolve({ slug }) })
      expect([401, 403], slug.join('/')).toContain(response.status)
    }
    const post = new Request(`${origin}/api/cms/visit-counts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': '203.0.113.5', origin },
      body: JSON.stringify({ day: '2026-01-01', kind: 'total', item: 'all', visitors: 999, views: 999 }),
    })
    expect([401, 403]).toContain(
      (await rest.POST(post, { params: Promise.resolve({ slug: ['visit-counts'] }) })).status,
    )
  })
})
