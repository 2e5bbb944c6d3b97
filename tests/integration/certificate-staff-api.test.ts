import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createAccount, v1AccessToken } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let list: typeof import('@/app/api/v1/certificates/route')
let one: typeof import('@/app/api/v1/certificates/[number]/route')
let verify: typeof import('@/app/api/v1/certificates/verify/route')
let rules: typeof import('@/modules/certification/record-rules').certificateMessages
let messages: typeof import('@/modules/certification/staff-api-schemas').staffCertificateMessages

const body = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
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
  status: 'valid',
  published: true,
  privateHouse: false,
  ...extra,
})

const unauthorized = { error: { code: 'UNAUTHORIZED', message: '다시 로그인 해주세요.' } }
const forbidden = { error: { code: 'FORBIDDEN', message: '이 작업을 할 권한이 없습니다.' } }
const missing = { error: { code: 'NOT_FOUND', message: '인증서를 찾을 수 없습니다.' } }

let ipSeq = 0
const create = (json: unknown, token?: string, headers: Record<string, string> = {}) =>
  call(list.POST, '/api/v1/certificates', { method: 'POST', json, token, headers })
const replace = (number: string, json: unknown, token?: string, headers: Record<string, string> = {}) =>
  call(one.PUT, `/api/v1/certificates/${number}`, { method: 'PUT', json, token, headers, params: { number } })
const remove = (number: string, token?: string) =>
  call(one.DELETE, `/api/v1/certificates/${number}`, { method: 'DELETE', token, params: { number } })
const publicView = (number: string) => call(one.GET, `/api/v1/certificates/${number}`, { params: { number } })
/** A fresh address per check, so the checks' limits and captcha never come into it. */
const check = (json: Record<string, unknown>) =>
  call(verify.POST, '/api/v1/certificates/verify', { method: 'POST', json, ip: `198.51.100.${++ipSeq}` })

const stored = async (number: string) =>
  (await payload.count({ collection: 'certificates', overrideAccess: true, where: { number: { equals: number } } }))
    .totalDocs

describe(`staff API of 인증 현황 (/api/v1/certificates) on ${dialect}`, () => {
  let manager: string // group 2 관리자: 인증 현황 read, write, delete
  let editor: string // group 3 편집자: no 인증 현황

  beforeAll(async () => {
    payload = await createSeededPayload()
    list = await import('@/app/api/v1/certificates/route')
    one = await import('@/app/api/v1/certificates/[number]/route')
    verify = await import('@/app/api/v1/certificates/verify/route')
    rules = (await import('@/modules/certification/record-rules')).certificateMessages
    messages = (await import('@/modules/certification/staff-api-schemas')).staffCertificateMessages
    await createAccount(payload, 'certmanager', 2)
    await createAccount(payload, 'certeditor', 3)
    manager = await v1AccessToken('certmanager')
    editor = await v1AccessToken('certeditor')
  }, 120_000)

  afterAll(async () => {
    await payload?.destroy()
  })

  it('creates a certificate with a code made by the server, which the register and 진위확인 then find', async () => {
    const { staffCertificateSchema } = await import('@/modules/certification/staff-api-schemas')
    const { verifyCodePath } = await import('@/modules/certification/pages')
    const { env } = await import('@/lib/env')
    const created = await create(body('ZEB-2025-0101'), manager)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(staffCertificateSchema.safeParse(created.body).success).toBe(true)
    expect(created.body).toMatchObject({ ...body('ZEB-2025-0101'), statusDate: null, replacedBy: null })
    expect(created.body.code).toMatch(/^[2-9A-HJ-NP-Z]{5}(-[2-9A-HJ-NP-Z]{5}){3}$/)
    expect(created.body.verifyUrl).toBe(`${env.siteUrl}${verifyCodePath(created.body.code)}`)
    expect(Date.parse(created.body.createdAt)).not.toBeNaN()
    expect(Date.parse(created.body.updatedAt)).not.toBeNaN()

    const shown = await publicView('ZEB-2025-0101')
    expect(shown.status).toBe(200)
    expect(shown.body).toMatchObject({ number: 'ZEB-2025-0101', gradeLabel: '1등급', statusLabel: '유효' })
    const checked = await check({ code: created.body.code })
    expect(checked.body).toMatchObject({ result: 'valid', certificate: { number: 'ZEB-2025-0101' } })
  })

  it('takes the defaults for what is left out, and stores an unpublished record the public never sees', async () => {
    const { stage: _stage, status: _status, published: _published, privateHouse: _house, ...rest } = body('BF-2025-7')
    const created = await create({ ...rest, scheme: 'bf', grade: '우수', published: false }, manager)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ stage: 'main', status: 'valid', published: false, privateHouse: false })
    expect((await publicView('BF-2025-7')).status).toBe(404)
    expect((await check({ code: created.body.code })).body.result).toBe('not_found')
  })

  it("refuses a record that breaks the register's rules with each field's message, storing nothing", async () => {
    const refusals: [Record<string, unknown>, { path: string; message: string }[]][] = [
      [body('ZEB-2025-0201', { grade: '최우수' }), [{ path: 'grade', message: rules.grade }]],
      [body('ZEB-2025-0202', { validUntil: '2025-03-14' }), [{ path: 'validUntil', message: rules.validUntil }]],
      [body('ZEB-2025-0203', { issuedOn: '2025-02-30' }), [{ path: 'issuedOn', message: rules.day }]],
      [body('ZEB-2025-0204', { status: 'revoked' }), [{ path: 'statusDate', message: rules.statusDate }]],
      [body('ZEB-2025-0205', { status: 'reissued' }), [{ path: 'replacedBy', message: rules.replacedBy }]],
      [
        body('ZEB-2025-0206', { status: 'reissued', replacedBy: 'ZEB-NONE-9999' }),
        [{ path: 'replacedBy', message: messages.replacementMissing }],
      ],
      [body('ZEB 2025/0207'), [{ path: 'number', message: rules.number }]],
      [body('ZEB-2025-0208', { code: 'AAAAABBBBBCCCCCDDDDD' }), [{ path: 'code', message: messages.code }]],
    ]
    for (const [json, details] of refusals) {
      const refused = await create(json, manager)
      expect(refused.status, JSON.stringify(json)).toBe(400)
      expect(refused.body.error).toEqual({ code: 'INVALID_INPUT', message: details[0]?.message, details })
      expect(await stored(String(json.number))).toBe(0)
    }
    const unknown = await create(body('ZEB-2025-0209', { id: 5 }), manager)
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.message).toBe('알 수 없는 항목입니다: id')
    const english = await create(body('ZEB-2025-0210', { grade: '최우수' }), manager, { 'accept-language': 'en' })
    expect(english.body.error.details).toEqual([
      { path: 'grade', message: 'This grade does not exist for this scheme.' },
    ])
  })

  it('refuses a second record with the same number with 409', async () => {
    expect((await create(body('ZEB-2025-0301'), manager)).status).toBe(201)
    const again = await create(body('ZEB-2025-0301', { buildingName: '다른 건물' }), manager)
    expect(again.status).toBe(409)
    expect(again.body.error).toEqual({
      code: 'CONFLICT',
      message: messages.duplicate,
      details: [{ path: 'number', message: messages.duplicate }],
    })
    expect(await stored('ZEB-2025-0301')).toBe(1)
  })

  it('replaces a record with PUT, keeping its code, and the public view and 진위확인 follow', async () => {
    const created = (await create(body('ZEB-2025-0401'), manager)).body
    const changed = await replace(
      'ZEB-2025-0401',
      body('ZEB-2025-0401', {
        grade: '2',
        buildingName: '세종 청사 별관',
        status: 'suspended',
        statusDate: '2025-09-01',
      }),
      manager,
    )
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toMatchObject({
      grade: '2',
      status: 'suspended',
      statusDate: '2025-09-01',
      code: created.code,
    })
    expect(Date.parse(changed.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt))
    expect((await publicView('ZEB-2025-0401')).body).toMatchObject({
      buildingName: '세종 청사 별관',
      gradeLabel: '2등급',
      status: 'suspended',
      statusDate: '2025-09-01',
    })

    // A new number for the record; the old one then finds nothing, the code finds it under the new one.
    const renamed = await replace('ZEB-2025-0401', body('ZEB-2025-0402'), manager)
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ number: 'ZEB-2025-0402', status: 'valid', statusDate: null })
    expect((await publicView('ZEB-2025-0401')).status).toBe(404)
    expect((await check({ code: created.code })).body.certificate).toMatchObject({ number: 'ZEB-2025-0402' })

    // 재발급 names its replacement by number, and the public view shows that number.
    await create(body('ZEB-2025-0403', { issuedOn: '2025-10-01' }), manager)
    const reissued = await replace(
      'ZEB-2025-0402',
      body('ZEB-2025-0402', { status: 'reissued', replacedBy: 'ZEB-2025-0403' }),
      manager,
    )
    expect(reissued.body).toMatchObject({ status: 'reissued', replacedBy: 'ZEB-2025-0403' })
    expect((await publicView('ZEB-2025-0402')).body.replacedBy).toBe('ZEB-2025-0403')
  })

  it('answers PUT on an unknown number with 404, and refuses a new number another record has', async () => {
    const unknown = await replace('ZEB-NONE-0001', body('ZEB-NONE-0001'), manager)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual(missing)
    expect((await publicView('ZEB-NONE-0001')).body).toEqual(missing)

    await create(body('ZEB-2025-0501'), manager)
    await create(body('ZEB-2025-0502'), manager)
    const taken = await replace('ZEB-2025-0501', body('ZEB-2025-0502'), manager)
    expect(taken.status).toBe(409)
    expect(taken.body.error.code).toBe('CONFLICT')
    expect(await stored('ZEB-2025-0501')).toBe(1)

    const self = await replace(
      'ZEB-2025-0501',
      body('ZEB-2025-0501', { status: 'reissued', replacedBy: 'ZEB-2025-0501' }),
      manager,
    )
    expect(self.status).toBe(400)
    expect(self.body.error.details).toEqual([{ path: 'replacedBy', message: rules.replacedBy }])
  })

  it('deletes with 204, after which the number and the code find nothing', async () => {
    const created = (await create(body('ZEB-2025-0601'), manager)).body
    const removed = await remove('ZEB-2025-0601', manager)
    expect(removed.status).toBe(204)
    expect(removed.body).toBeNull()
    expect((await publicView('ZEB-2025-0601')).body).toEqual(missing)
    expect((await check({ code: created.code })).body).toEqual({
      result: 'not_found',
      message: '일치하는 정보가 없습니다.',
    })
    expect((await remove('ZEB-2025-0601', manager)).status).toBe(404)
  })

  it('keeps a certificate another names as its replacement, with 409 and the reissued one named', async () => {
    await create(body('ZEB-2025-0611'), manager)
    await create(body('ZEB-2025-0610', { status: 'reissued', replacedBy: 'ZEB-2025-0611' }), manager)
    const refused = await remove('ZEB-2025-0611', manager)
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toContain('ZEB-2025-0610')
    expect(await stored('ZEB-2025-0611')).toBe(1)
    expect((await check({ number: 'ZEB-2025-0610', issuedOn: '2025-03-15' })).body.certificate.replacedBy).toBe(
      'ZEB-2025-0611',
    )
  })

  it('answers 401 without a token and 403 without the right, changing nothing', async () => {
    await create(body('ZEB-2025-0701'), manager)
    const before = await payload.find({
      collection: 'certificates',
      overrideAccess: true,
      where: { number: { equals: 'ZEB-2025-0701' } },
    })
    for (const token of [undefined, 'garbage.token.value']) {
      expect(await create(body('ZEB-2025-0702'), token)).toMatchObject({ status: 401, body: unauthorized })
      expect(await replace('ZEB-2025-0701', body('ZEB-2025-0701', { grade: '3' }), token)).toMatchObject({
        status: 401,
        body: unauthorized,
      })
      expect(await remove('ZEB-2025-0701', token)).toMatchObject({ status: 401, body: unauthorized })
    }
    expect(await create(body('ZEB-2025-0702'), editor)).toMatchObject({ status: 403, body: forbidden })
    expect(await replace('ZEB-2025-0701', body('ZEB-2025-0701', { grade: '3' }), editor)).toMatchObject({
      status: 403,
      body: forbidden,
    })
    expect(await remove('ZEB-2025-0701', editor)).toMatchObject({ status: 403, body: forbidden })
    expect(await stored('ZEB-2025-0702')).toBe(0)
    const after = await payload.find({
      collection: 'certificates',
      overrideAccess: true,
      where: { number: { equals: 'ZEB-2025-0701' } },
    })
    expect(after.docs).toEqual(before.docs)
  })

  it('takes a write with the token cookie only from the site itself', async () => {
    const cookie = `userToken=${manager}`
    const foreign = await create(body('ZEB-2025-0801'), undefined, { cookie, origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.body.error.code).toBe('CSRF')
    expect(await stored('ZEB-2025-0801')).toBe(0)
    const own = await create(body('ZEB-2025-0801'), undefined, { cookie, origin: 'http://localhost:3000' })
    expect(own.status).toBe(201)
  })

  it('logs each write in the audit log with the staff member and the address', async () => {
    const created = await create(body('ZEB-2025-0901'), manager)
    await replace('ZEB-2025-0901', body('ZEB-2025-0901', { grade: '2' }), manager)
    await remove('ZEB-2025-0901', manager)
    const record = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      where: { and: [{ targetCollection: { equals: 'certificates' } }, { summary: { like: 'ZEB-2025-0901' } }] },
      sort: 'id',
      depth: 0,
    })
    expect(record.docs.map((d) => [d.action, d.actorUserId, d.ip])).toEqual([
      ['create', 'certmanager', '203.0.113.10'],
      ['update', 'certmanager', '203.0.113.10'],
      ['delete', 'certmanager', '203.0.113.10'],
    ])
    expect(new Set(record.docs.map((d) => d.targetId)).size).toBe(1)
    expect(created.status).toBe(201)
  })
})
