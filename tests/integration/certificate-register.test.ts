import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Certificate } from '@/payload-types'
import { call } from '../support/api'
import { createTestPayload, dialect } from '../support/test-payload'

// 인증 현황 as visitors read it (src/modules/certification/register*.ts): filters, literal search, private houses,
// unpublished records on no door (list, CSV, statistics, filter choices, 통합검색, sitemap).

let payload: Payload
let register: typeof import('@/modules/certification/register')
let facets: typeof import('@/modules/certification/register-facets')
let statistics: typeof import('@/modules/certification/register-statistics')
let csvRoute: typeof import('@/app/api/v1/certificates.csv/route')
let search: typeof import('@/modules/search/site-search')
let sitemap: typeof import('@/app/sitemap').default

const base = {
  scheme: 'g-seed',
  stage: 'main',
  grade: '우수',
  roadAddress: '부산광역시 해운대구 센텀중앙로 55',
  sido: '부산광역시',
  sigungu: '해운대구',
  use: '업무시설',
  floorArea: 8000,
  issuedOn: '2024-05-10',
  validUntil: '2099-05-09',
} as const

const make = (data: Partial<Certificate> & { number: string; buildingName: string }) =>
  payload.create({ collection: 'certificates', overrideAccess: true, data: { ...base, ...data } as Certificate })

const query = (extra: Partial<import('@/modules/certification/register').RegisterQuery> = {}) =>
  register.listRegister(payload, { pageNo: 1, pageSize: 50, sort: '-issuedOn', ...extra })
const numbers = async (extra: Parameters<typeof query>[0] = {}) => (await query(extra)).rows.map((row) => row.number)

let ipSeq = 0
const nextIp = () => `198.51.100.${++ipSeq}`

describe(`인증 현황 on ${dialect}`, () => {
  beforeAll(async () => {
    // Unseeded: the counts below are of these records alone, not of the sample register.
    payload = await createTestPayload()
    register = await import('@/modules/certification/register')
    facets = await import('@/modules/certification/register-facets')
    statistics = await import('@/modules/certification/register-statistics')
    csvRoute = await import('@/app/api/v1/certificates.csv/route')
    search = await import('@/modules/search/site-search')
    sitemap = (await import('@/app/sitemap')).default
    await make({ number: 'REG-2024-001', buildingName: '해운대 녹색 청사' })
    await make({ number: 'REG-2023-002', buildingName: '센텀 100% 친환경관', issuedOn: '2023-02-01', grade: '최우수' })
    await make({
      number: 'REG-2018-003',
      buildingName: '오래된 녹색 도서관',
      issuedOn: '2018-01-01',
      validUntil: '2023-01-01',
    })
    await make({
      number: 'REG-2024-004',
      buildingName: '김녹색 댁',
      roadAddress: '강원특별자치도 춘천시 비밀로 7',
      sido: '강원특별자치도',
      sigungu: '춘천시',
      use: '단독주택',
      privateHouse: true,
    })
    await make({
      number: 'REG-2024-005',
      buildingName: '비공개 녹색 연구동',
      sido: '제주특별자치도',
      sigungu: '서귀포시',
      use: '연구시설',
      issuedOn: '2011-07-07',
      published: false,
    })
  }, 120_000)

  afterAll(async () => {
    await payload?.destroy()
  })

  it('lists published certificates only, newest first, with 만료 read from 유효기간', async () => {
    const list = await query()
    expect(list.rows.map((row) => row.number)).toEqual(['REG-2024-004', 'REG-2024-001', 'REG-2023-002', 'REG-2018-003'])
    expect(list.totalCount).toBe(4)
    expect(list.rows.find((row) => row.number === 'REG-2018-003')?.statusLabel).toBe('만료')
    expect(await numbers({ status: 'expired' })).toEqual(['REG-2018-003'])
    expect(await numbers({ status: 'valid' })).not.toContain('REG-2018-003')
  })

  it('filters by grade, region, use and year, and sorts', async () => {
    expect(await numbers({ grade: '최우수' })).toEqual(['REG-2023-002'])
    expect(await numbers({ sido: '강원특별자치도', sigungu: '춘천시' })).toEqual(['REG-2024-004'])
    expect(await numbers({ use: '단독주택' })).toEqual(['REG-2024-004'])
    expect((await numbers({ year: 2024 })).sort()).toEqual(['REG-2024-001', 'REG-2024-004'])
    expect(await numbers({ sort: 'issuedOn' })).toEqual([
      'REG-2018-003',
      'REG-2023-002',
      'REG-2024-004',
      'REG-2024-001',
    ])
  })

  it('finds a name by any part of it, literally, and never a private house or an unpublished record by its name', async () => {
    expect((await numbers({ searchText: '녹색' })).sort()).toEqual(['REG-2018-003', 'REG-2024-001'])
    expect(await numbers({ searchText: '100%' })).toEqual(['REG-2023-002'])
    // `%` and `_` are characters, not wildcards.
    expect(await numbers({ searchText: '%' })).toEqual(['REG-2023-002'])
    expect(await numbers({ searchText: '_' })).toEqual([])
    expect(await numbers({ searchText: '김녹색' })).toEqual([])
    expect(await numbers({ searchText: '비공개' })).toEqual([])
    // A private house is listed by its number, as 단독주택 in its 시군구.
    const [house] = (await query({ searchText: 'REG-2024-004' })).rows
    expect(house).toMatchObject({ buildingName: '단독주택', address: '강원특별자치도 춘천시' })
    expect(JSON.stringify(house)).not.toContain('비밀로')
  })

  it('offers filter values of published records only', async () => {
    const offered = await facets.registerFacets(payload, {})
    expect(offered.sidos).toEqual(['강원특별자치도', '부산광역시'])
    expect(offered.sigungus).toContainEqual({ sido: '부산광역시', sigungu: '해운대구' })
    expect(JSON.stringify(offered)).not.toContain('서귀포시')
    expect(offered.uses).not.toContain('연구시설')
    expect(offered.years).toEqual([2024, 2023, 2018])
    expect(offered.grades).toEqual(['최우수', '우수'])
  })

  it('counts by year, scheme and grade without unpublished records', async () => {
    const all = await statistics.registerStatistics(payload, { language: 'ko' })
    expect(all.total).toBe(4)
    expect(all.byYear[0]).toEqual({ year: 2018, count: 1 })
    expect(all.byYear.find((row) => row.year === 2020)).toEqual({ year: 2020, count: 0 })
    expect(all.byYear.at(-1)).toEqual({ year: 2024, count: 2 })
    expect(all.byYear.some((row) => row.year === 2011)).toBe(false)
    expect(all.byScheme.find((row) => row.scheme === 'g-seed')?.count).toBe(4)
    expect(all.byGrade).toEqual([])
    const gSeed = await statistics.registerStatistics(payload, { scheme: 'g-seed', language: 'en' })
    expect(gSeed.byGrade).toEqual([
      { grade: '최우수', label: 'Excellent', count: 1 },
      { grade: '우수', label: 'Very good', count: 3 },
      { grade: '우량', label: 'Good', count: 0 },
      { grade: '일반', label: 'Certified', count: 0 },
    ])
  })

  it('downloads the filtered list as CSV with a BOM, Korean headers and the licence, never an unpublished record', async () => {
    const all = await call(csvRoute.GET, '/api/v1/certificates.csv', { ip: nextIp() })
    expect(all.status).toBe(200)
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(all.headers.get('link')).toBe('<https://www.kogl.or.kr/info/licenseType1.do>; rel="license"')
    expect(all.headers.get('content-disposition')).toContain("filename*=UTF-8''%EC%9D%B8%EC%A6%9D%ED%98%84%ED%99%A9-")
    // Read as bytes: a text decoder drops the BOM that makes Excel read UTF-8.
    const bytes = new Uint8Array(
      await (
        await csvRoute.GET(
          new Request('http://localhost:3000/api/v1/certificates.csv', { headers: { 'x-client-ip': nextIp() } }),
          {
            params: Promise.resolve({}),
          },
        )
      ).arrayBuffer(),
    )
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = all.body as string
    expect(text.startsWith('"인증번호","인증종류","예비/본인증","등급","건축물명"')).toBe(true)
    expect(text.trim().split('\r\n')).toHaveLength(5)
    expect(text).not.toContain('REG-2024-005')
    expect(text).not.toContain('김녹색')
    expect(text).toContain('"REG-2024-004","녹색건축인증(G-SEED)","본인증","우수","단독주택","강원특별자치도 춘천시"')
    const filtered = await call(csvRoute.GET, '/api/v1/certificates.csv', {
      ip: nextIp(),
      query: { status: 'expired', lang: 'en' },
    })
    expect((filtered.body as string).trim().split('\r\n')).toEqual([
      '"Number","Scheme","Stage","Grade","Building","Address","Province","District","Use","Floor area (m²)","Issued on","Valid until","Status","Status date","Replaced by"',
      '"REG-2018-003","Green Building Certification (G-SEED)","Main","Very good","오래된 녹색 도서관","부산광역시 해운대구 센텀중앙로 55","부산광역시","해운대구","업무시설","8000","2018-01-01","2023-01-01","Expired","",""',
    ])
    const bad = await call(csvRoute.GET, '/api/v1/certificates.csv', { ip: nextIp(), query: { scheme: 'nosuch' } })
    expect(bad.status).toBe(400)
  })

  it('appears in 통합검색 by name and number, never unpublished, a private house by its number only', async () => {
    const found = async (q: string) => {
      const view = await search.siteSearch(payload, { q, section: 'registry' }, { locale: 'ko', ip: nextIp() })
      if (view.state !== 'results') throw new Error(view.state)
      return view.shown.flatMap((group) => group.hits)
    }
    const hits = await found('녹색')
    expect(hits.map((hit) => hit.id).sort()).toEqual(['REG-2018-003', 'REG-2024-001'])
    expect(hits.find((hit) => hit.id === 'REG-2024-001')).toMatchObject({
      href: '/certification/registry/view/REG-2024-001',
      title: '해운대 녹색 청사 (REG-2024-001)',
      snippet: '녹색건축인증(G-SEED) 우수 · 부산광역시 해운대구 · 유효',
    })
    expect(await found('비공개')).toEqual([])
    expect(await found('김녹색')).toEqual([])
    expect((await found('REG-2024-004')).map((hit) => hit.title)).toEqual(['단독주택 (REG-2024-004)'])
  })

  it('lists public, published certificates in the sitemap', async () => {
    const urls = (await sitemap()).map((entry) => entry.url)
    expect(urls.some((url) => url.endsWith('/certification/registry/view/REG-2024-001'))).toBe(true)
    expect(urls.some((url) => url.endsWith('/en/certification/registry/view/REG-2024-001'))).toBe(true)
    expect(urls.some((url) => url.endsWith('/certification/registry'))).toBe(true)
    expect(urls.some((url) => url.endsWith('/certification/registry/statistics'))).toBe(true)
    expect(urls.some((url) => url.includes('REG-2024-005'))).toBe(false)
    expect(urls.some((url) => url.includes('REG-2024-004'))).toBe(false)
  })

  it('gives a new site a sample register of every status, and never adds it to a site being upgraded', async () => {
    const { seedCertificates } = await import('@/seed/certificates')
    await payload.delete({ collection: 'certificates', overrideAccess: true, where: { id: { exists: true } } })
    await seedCertificates(payload, { fresh: false })
    expect((await payload.count({ collection: 'certificates', overrideAccess: true })).totalDocs).toBe(0)
    await seedCertificates(payload, { fresh: true })
    const statuses = new Set((await query({ pageSize: 100 })).rows.map((row) => row.status))
    expect([...statuses].sort()).toEqual(['expired', 'reissued', 'revoked', 'suspended', 'valid'])
    expect((await query({ searchText: 'KGCT-GS-2021-0019' })).rows[0]?.replacedBy).toBe('KGCT-GS-2024-0087')
  })
})
