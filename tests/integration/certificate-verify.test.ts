import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { Certificate } from '@/payload-types'
import { call, testPassword } from '../support/api'
import { solvedCaptcha } from '../support/captcha'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let verify: typeof import('@/app/api/v1/certificates/verify/route')

const base = {
  scheme: 'zeb',
  stage: 'main',
  grade: '1',
  buildingName: '세종 제로에너지 청사',
  roadAddress: '세종특별자치시 한누리대로 2130',
  sido: '세종특별자치시',
  sigungu: '세종시',
  use: '업무시설',
  floorArea: 12500,
  issuedOn: '2025-03-15',
  validUntil: '2099-03-14',
} as const

const make = (data: Partial<Certificate> & { number: string }) =>
  payload.create({ collection: 'certificates', overrideAccess: true, data: { ...base, ...data } as Certificate })

let ipSeq = 0
/** A fresh address per check unless one is given, so the limits of one case do not reach the next. */
const check = (json: Record<string, unknown>, ip = `198.51.100.${++ipSeq}`) =>
  call(verify.POST, '/api/v1/certificates/verify', { method: 'POST', json, ip })

describe(`진위확인 on ${dialect}`, () => {
  let valid: Certificate
  beforeAll(async () => {
    payload = await createSeededPayload()
    verify = await import('@/app/api/v1/certificates/verify/route')
    valid = await make({ number: 'ZEB-2025-0001' })
  }, 120_000)

  afterAll(async () => {
    await payload?.destroy()
  })

  it('gives each record a code of its own that staff cannot choose or change', async () => {
    expect(valid.code).toMatch(/^[2-9A-HJ-NP-Z]{20}$/)
    const chosen = await make({ number: 'ZEB-2025-0002', code: 'AAAAABBBBBCCCCCDDDDD' })
    expect(chosen.code).not.toBe('AAAAABBBBBCCCCCDDDDD')
    await expect(
      payload.update({ collection: 'certificates', id: valid.id, overrideAccess: true, data: { code: chosen.code } }),
    ).rejects.toThrow()
  })

  it('answers 일치 by code (as printed, in groups) and by number with its issue day', async () => {
    const byCode = await check({ code: (valid.code as string).match(/.{5}/g)?.join('-').toLowerCase() })
    expect(byCode.status).toBe(200)
    expect(byCode.body.result).toBe('valid')
    expect(byCode.body.certificate).toMatchObject({ number: 'ZEB-2025-0001', statusLabel: '유효', gradeLabel: '1등급' })
    expect(byCode.body.certificate.code).toBeUndefined()
    const byNumber = await check({ number: 'ZEB-2025-0001', issuedOn: '2025-03-15' })
    expect(byNumber.body).toEqual(byCode.body)
  })

  it('answers 만료, 취소 and 효력정지 with their day, and 재발급됨 with the new number', async () => {
    await make({ number: 'ZEB-2019-0001', issuedOn: '2019-01-02', validUntil: '2024-01-01' })
    expect((await check({ number: 'ZEB-2019-0001', issuedOn: '2019-01-02' })).body.result).toBe('expired')
    await make({ number: 'ZEB-2025-0003', status: 'revoked', statusDate: '2025-08-01' })
    const revoked = await check({ number: 'ZEB-2025-0003', issuedOn: '2025-03-15' })
    expect(revoked.body).toMatchObject({
      result: 'revoked',
      certificate: { statusDate: '2025-08-01', statusLabel: '취소' },
    })
    await make({ number: 'ZEB-2025-0004', status: 'suspended', statusDate: '2025-09-01' })
    expect((await check({ number: 'ZEB-2025-0004', issuedOn: '2025-03-15' })).body.result).toBe('suspended')
    const replacement = await make({ number: 'ZEB-2025-0105', issuedOn: '2025-10-01' })
    await make({ number: 'ZEB-2025-0005', status: 'reissued', replacedBy: replacement.id })
    const reissued = await check({ number: 'ZEB-2025-0005', issuedOn: '2025-03-15' })
    expect(reissued.body).toMatchObject({ result: 'reissued', certificate: { replacedBy: 'ZEB-2025-0105' } })
  })

  it('answers every miss with the same neutral sentence, and an unpublished record is a miss', async () => {
    await make({ number: 'ZEB-2025-0009', published: false })
    const misses = [
      { number: 'ZEB-2025-0001', issuedOn: '2025-03-16' },
      { number: 'ZEB-2025-9999', issuedOn: '2025-03-15' },
      { number: 'ZEB-2025-0009', issuedOn: '2025-03-15' },
      { number: 'ZEB-2025-%', issuedOn: '2025-03-15' },
      { number: 'zeb-2025-0001', issuedOn: '2025-03-15' },
      { code: 'K7MQ2-ABCDE-3FGHJ-4KLMN' },
      { code: `${(valid.code as string).slice(0, 19)}%` },
    ]
    const bodies = []
    for (const miss of misses) {
      const answer = await check(miss)
      expect(answer.status, JSON.stringify(miss)).toBe(200)
      bodies.push(answer.body)
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b)))).toEqual(
      new Set([JSON.stringify({ result: 'not_found', message: '일치하는 정보가 없습니다.' })]),
    )
  })

  it('takes as long to answer a miss as a hit', async () => {
    const time = async (json: Record<string, unknown>) => {
      const started = performance.now()
      await check(json)
      return performance.now() - started
    }
    const hits: number[] = []
    const misses: number[] = []
    for (let i = 0; i < 4; i++) {
      hits.push(await time({ number: 'ZEB-2025-0001', issuedOn: '2025-03-15' }))
      misses.push(await time({ number: 'ZEB-2025-0001', issuedOn: '2025-03-14' }))
    }
    const { verifyAnswerFloorMs } = await import('@/modules/certification/verify-guard')
    for (const ms of [...hits, ...misses]) expect(ms).toBeGreaterThanOrEqual(verifyAnswerFloorMs - 5)
  })

  it('refuses malformed input with a Korean 400 and no lookup', async () => {
    for (const json of [
      {},
      { number: 'ZEB-2025-0001' },
      { number: 'ZEB-2025-0001', issuedOn: '15/03/2025' },
      { code: 'x', number: 'y' },
    ]) {
      const answer = await check(json)
      expect(answer.status, JSON.stringify(json)).toBe(400)
      expect(answer.body.error.code).toBe('INVALID_INPUT')
      expect(answer.body.error.message).toMatch(/[가-힣]/)
    }
  })

  it('asks for the captcha after three misses from one address, and accepts a solved one', async () => {
    const ip = '198.51.100.200'
    for (let i = 0; i < 3; i++)
      expect((await check({ number: `NONE-${i}`, issuedOn: '2025-03-15' }, ip)).body.result).toBe('not_found')
    const blocked = await check({ number: 'ZEB-2025-0001', issuedOn: '2025-03-15' }, ip)
    expect(blocked.status).toBe(400)
    expect(blocked.body.error).toEqual({ code: 'CAPTCHA_REQUIRED', message: '자동 입력 방지 확인을 완료해 주세요.' })
    const solved = await check({ number: 'ZEB-2025-0001', issuedOn: '2025-03-15', altcha: await solvedCaptcha() }, ip)
    expect(solved.body.result).toBe('valid')
  })

  it('holds one address to 10 checks a minute, with Retry-After', async () => {
    const ip = '198.51.100.201'
    // The limit counts in fixed minutes: the clock starts a minute's first second (and keeps running), so eleven checks
    // cannot straddle two minutes on a slow machine.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Math.ceil(Date.now() / 60_000) * 60_000 + 1000 })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await check({ number: 'ZEB-2025-0001', issuedOn: '2025-03-15' }, ip))
    expect(answers.slice(0, 10).every((a) => a.status === 200)).toBe(true)
    expect(answers[10]?.status).toBe(429)
    expect(Number(answers[10]?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('logs each check with a keyed hash of the address, never the address', async () => {
    const ip = '198.51.100.202'
    await check({ number: 'ZEB-2025-0001', issuedOn: '2025-03-15' }, ip)
    await check({ number: 'ZEB-2025-0001', issuedOn: '2000-01-01' }, ip)
    const { addressHash } = await import('@/modules/certification/verification-log')
    const { docs } = await payload.find({
      collection: 'certificate-checks',
      overrideAccess: true,
      where: { addressHash: { equals: addressHash(payload.secret, ip) } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(docs.map((d) => [d.way, d.result, d.certificate])).toEqual([
      ['number', 'valid', valid.id],
      ['number', 'not_found', null],
    ])
    expect(JSON.stringify(docs)).not.toContain(ip)
  })

  it('gives staff the QR code of the verification address as SVG and PNG, and nobody else', async () => {
    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    const { default: sharp } = await import('sharp')
    const get = (format: string, jwt?: string) =>
      rest.GET(
        new Request(`http://localhost:3000/api/cms/certificates/${valid.id}/qr?format=${format}`, {
          headers: jwt ? { authorization: `JWT ${jwt}` } : {},
        }),
        { params: Promise.resolve({ slug: ['certificates', String(valid.id), 'qr'] }) },
      )
    expect((await get('svg')).status).toBe(401)
    const { token } = await payload.login({ collection: 'users', data: { username: 'admin', password: testPassword } })
    const svg = await get('svg', token)
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect(decodeURIComponent(svg.headers.get('content-disposition') ?? '')).toContain('인증서-ZEB-2025-0001-QR.svg')
    expect(await svg.text()).toMatch(
      /^<svg [^>]*viewBox="0 0 (\d+) \1"[^>]*><rect [^>]*\/><path d="(M\d+ \d+h1v1h-1z)+"/,
    )
    const png = await get('png', token)
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 600])
    expect((await get('gif', token)).status).toBe(400)
    const { verifyAddressOf } = await import('@/modules/certification/qr-endpoint')
    expect(verifyAddressOf(valid.code as string)).toMatch(
      /\/certification\/verify\/[2-9A-HJ-NP-Z]{5}(-[2-9A-HJ-NP-Z]{5}){3}$/,
    )
  })

  it('writes 만료 down at night for certificates whose last day has passed, and lists those ending within 90 days', async () => {
    const now = new Date('2030-06-10T03:00:00Z') // 12:00 on 10 June 2030 in Korea
    const ended = await make({ number: 'ZEB-2020-0100', issuedOn: '2020-06-10', validUntil: '2030-06-09' })
    const lastDay = await make({ number: 'ZEB-2020-0101', issuedOn: '2020-06-11', validUntil: '2030-06-10' })
    const soon = await make({ number: 'ZEB-2020-0102', issuedOn: '2020-09-01', validUntil: '2030-08-31' })
    await make({ number: 'ZEB-2020-0103', issuedOn: '2020-09-10', validUntil: '2030-09-09' })
    const { expireCertificates } = await import('@/modules/certification/expiry')
    expect(await expireCertificates(payload, now)).toBeGreaterThanOrEqual(1)
    const statusOf = async (id: number) =>
      (await payload.findByID({ collection: 'certificates', id, overrideAccess: true, depth: 0 })).status
    expect(await statusOf(ended.id)).toBe('expired')
    expect(await statusOf(lastDay.id)).toBe('valid')
    expect(await statusOf(valid.id)).toBe('valid')
    const { certificatePanel } = await import('@/modules/certification/dashboard')
    const { accountAsRequestUser, createAccount } = await import('../support/api')
    const admin = await accountAsRequestUser(payload, 'admin')
    const panel = await certificatePanel(payload, admin as never, now)
    expect(panel?.expiring.rows.map((r) => r.number)).toEqual(['ZEB-2020-0101', 'ZEB-2020-0102'])
    expect(panel?.expiring.rows[1]?.href).toBe(`/admin/collections/certificates/${soon.id}`)
    await createAccount(payload, 'editor-cert', 3)
    expect(
      await certificatePanel(payload, (await accountAsRequestUser(payload, 'editor-cert')) as never, now),
    ).toBeNull()
  })

  it('flags a spike of misses in the last hour on the admin home', async () => {
    const { certificatePanel, missSpikePerHour } = await import('@/modules/certification/dashboard')
    const { accountAsRequestUser } = await import('../support/api')
    const admin = (await accountAsRequestUser(payload, 'admin')) as never
    const before = await certificatePanel(payload, admin)
    expect(before?.spike).toBe(false)
    const { logVerification } = await import('@/modules/certification/verification-log')
    const missing = missSpikePerHour - (before?.missesLastHour ?? 0)
    for (let i = 0; i < missing; i++)
      await logVerification(payload, { way: 'number', result: 'not_found', ip: '198.51.100.250' })
    const after = await certificatePanel(payload, admin)
    expect(after?.missesLastHour).toBe(missSpikePerHour)
    expect(after?.spike).toBe(true)
  })

  it('lists published certificates only, with filters, counts that match the rows, and private houses masked', async () => {
    const list = await import('@/app/api/v1/certificates/route')
    const one = await import('@/app/api/v1/certificates/[number]/route')
    await make({
      number: 'BF-2024-0001',
      scheme: 'bf',
      grade: '최우수',
      issuedOn: '2024-05-01',
      sido: '부산광역시',
      sigungu: '해운대구',
      buildingName: '해운대 도서관',
      roadAddress: '부산광역시 해운대구 1',
    })
    await make({
      number: 'BF-2024-0002',
      scheme: 'bf',
      grade: '우수',
      issuedOn: '2024-06-01',
      sido: '부산광역시',
      sigungu: '해운대구',
      buildingName: '홍길동 단독주택',
      roadAddress: '부산광역시 해운대구 비밀로 7',
      use: '단독주택',
      privateHouse: true,
    })
    await make({
      number: 'BF-2024-0003',
      scheme: 'bf',
      grade: '우수',
      issuedOn: '2024-07-01',
      sido: '부산광역시',
      sigungu: '해운대구',
      buildingName: '해운대 비공개',
      published: false,
    })
    const get = (query: Record<string, string>) => call(list.GET, '/api/v1/certificates', { query })
    // 부산's BF certificates: the sample register has BF certificates elsewhere.
    const bf = await get({ scheme: 'bf', sido: '부산광역시', sort: 'issuedOn' })
    expect(bf.status).toBe(200)
    expect(bf.body.rows.map((r: { number: string }) => r.number)).toEqual(['BF-2024-0001', 'BF-2024-0002'])
    expect(bf.body.totalCount).toBe(2)
    const house = bf.body.rows[1]
    expect([house.buildingName, house.address]).toEqual(['단독주택', '부산광역시 해운대구'])
    expect(JSON.stringify(bf.body)).not.toMatch(/홍길동|비밀로|비공개|code/)
    // A private house's real name is never matched.
    expect((await get({ searchText: '홍길동' })).body.totalCount).toBe(0)
    expect((await get({ searchText: '해운대' })).body.rows.map((r: { number: string }) => r.number)).toEqual([
      'BF-2024-0001',
    ])
    expect((await get({ scheme: 'bf', sido: '부산광역시', grade: '우수' })).body.totalCount).toBe(1)
    expect((await get({ scheme: 'bf', year: '2024', sido: '부산광역시' })).body.totalCount).toBe(2)
    // 만료 as the public reads it: stored 유효 past its last day counts.
    const expired = await get({ status: 'expired' })
    expect(expired.body.rows.map((r: { number: string }) => r.number)).toContain('ZEB-2019-0001')
    expect(expired.body.rows.every((r: { status: string }) => r.status === 'expired')).toBe(true)
    expect((await get({ status: 'valid' })).body.rows.every((r: { status: string }) => r.status === 'valid')).toBe(true)
    expect((await get({ sort: 'nosuch' })).status).toBe(400)
    const byNumber = (number: string) => call(one.GET, `/api/v1/certificates/${number}`, { params: { number } })
    expect((await byNumber('BF-2024-0001')).body).toMatchObject({ number: 'BF-2024-0001', gradeLabel: '최우수' })
    const hidden = await byNumber('BF-2024-0003')
    const unknown = await byNumber('BF-2024-9999')
    expect([hidden.status, unknown.status]).toEqual([404, 404])
    expect(hidden.body).toEqual(unknown.body)
    // A malformed escape is a miss like any other, never a 5xx.
    expect((await byNumber('%E0%A4%A')).status).toBe(404)
  })
})
