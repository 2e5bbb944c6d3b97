import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccount, siteOrigin, testPassword } from '../support/api'
import { createTestPayload, dialect } from '../support/test-payload'

// 인증 현황 › CSV 가져오기 (src/modules/certification/import.ts): a dry run first, every refusal with its row, column
// and reason, then all rows or none, matched by number so a second run changes nothing.

let payload: Payload
let cms: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let adminJwt: string
let editorJwt: string

const head = '인증번호,인증종류,등급,건축물명,도로명주소,시도,시군구,용도,인증일,유효기간,상태,재발급 인증번호'
const line = (number: string, extra: Partial<Record<'grade' | 'name' | 'status' | 'replacedBy', string>> = {}) =>
  [
    number,
    '녹색건축인증(G-SEED)',
    extra.grade ?? '우수',
    extra.name ?? '목포 녹색 청사',
    '전라남도 목포시 정의로 29',
    '전라남도',
    '목포시',
    '업무시설',
    '2024-04-01',
    '2029-03-31',
    extra.status ?? '유효',
    extra.replacedBy ?? '',
  ].join(',')

async function importCsv(jwt: string, text: string | Uint8Array, apply = false) {
  const body = new FormData()
  body.set(
    'file',
    new File([typeof text === 'string' ? text : new Uint8Array(text)], 'register.csv', { type: 'text/csv' }),
  )
  if (apply) body.set('apply', '1')
  const res = await cms.POST(
    new Request(`${siteOrigin}/api/cms/certificates/import`, {
      method: 'POST',
      headers: { authorization: `JWT ${jwt}` },
      body,
    }),
    { params: Promise.resolve({ slug: ['certificates', 'import'] }) },
  )
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON shapes
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

const count = async () => (await payload.count({ collection: 'certificates', overrideAccess: true })).totalDocs
const login = async (username: string) =>
  (
    (await payload.login({ collection: 'users', data: { username, password: testPassword } } as never)) as {
      token: string
    }
  ).token

describe(`인증 현황 CSV import on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createTestPayload()
    cms = await import('@/app/(payload)/api/cms/[...slug]/route')
    const { seedAuthGroups } = await import('@/seed/auth-groups')
    await seedAuthGroups(payload)
    await createAccount(payload, 'import-admin', 1)
    await createAccount(payload, 'import-editor', 3)
    adminJwt = await login('import-admin')
    editorJwt = await login('import-editor')
  }, 120_000)

  afterAll(async () => {
    await payload?.destroy()
  })

  it('reports a dry run and writes nothing; applies all rows, replacements first; a second run changes nothing', async () => {
    const text = [head, line('GS-2019-1', { status: '재발급', replacedBy: 'GS-2024-1' }), line('GS-2024-1')].join(
      '\r\n',
    )
    const dry = await importCsv(adminJwt, text)
    expect(dry.body).toEqual({ total: 2, create: 2, update: 0, unchanged: 0, refusals: [], applied: false })
    expect(await count()).toBe(0)
    const applied = await importCsv(adminJwt, text, true)
    expect(applied.body).toMatchObject({ create: 2, applied: true })
    const old = await payload.find({
      collection: 'certificates',
      overrideAccess: true,
      where: { number: { equals: 'GS-2019-1' } },
      depth: 1,
    })
    expect(old.docs[0]).toMatchObject({ status: 'reissued', replacedBy: { number: 'GS-2024-1' } })
    expect(old.docs[0]?.code).toMatch(/^[2-9A-HJ-NP-Z]{20}$/)
    const again = await importCsv(adminJwt, text, true)
    expect(again.body).toEqual({ total: 2, create: 0, update: 0, unchanged: 2, refusals: [], applied: false })
    // A changed grade updates that record only, and the change is in the audit log under the importer.
    const changed = await importCsv(adminJwt, [head, line('GS-2024-1', { grade: '최우수' })].join('\n'), true)
    expect(changed.body).toMatchObject({ update: 1, unchanged: 0, applied: true })
    const audit = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      where: { and: [{ targetCollection: { equals: 'certificates' } }, { action: { equals: 'update' } }] },
    })
    expect(audit.totalDocs).toBeGreaterThan(0)
  })

  it('writes nothing while any row is refused, and names each refusal', async () => {
    const before = await count()
    const text = [
      head,
      line('GS-2024-2'),
      line('GS-2024-3', { grade: '1++' }),
      line('GS-2024-4', { status: '재발급', replacedBy: 'NOPE-1' }),
    ].join('\n')
    const refused = await importCsv(adminJwt, text, true)
    expect(refused.status).toBe(200)
    expect(refused.body.applied).toBe(false)
    expect(refused.body.refusals).toEqual([
      { row: 3, column: '등급', reason: '이 인증종류에 없는 등급입니다.' },
      {
        row: 4,
        column: '재발급 인증번호',
        reason: '재발급 인증서로 적은 인증번호가 인증 현황에도 이 파일에도 없습니다.',
      },
    ])
    expect(await count()).toBe(before)
  })

  it('reads the EUC-KR a Korean Excel saves, and refuses a spreadsheet file with how to save it', async () => {
    // The two lines of `head` and `line('GS-2024-5', { name: '한글 청사' })`, as EUC-KR bytes (Python's codec).
    const eucKr = Buffer.from(
      'wM7B9bn4yKMswM7B9cG+t/kste6x3iywx8PgubC47Sy1tbfOuO3B1rzSLL3DtbUsvcOxurG4LL/rtbUswM7B9cDPLMCvyL+x4rCjLLvzxcIswOe537HeIMDOwfW5+MijDQpHUy0yMDI0LTUss+y79rDHw+DAzsH1KEctU0VFRCksv+y89izH0bHbIMO7u+cswPy287OytbUguPHG973DIMGkwMe3ziAyOSzA/Lbzs7K1tSy48cb3vcMsvve5q73DvLMsMjAyNC0wNC0wMSwyMDI5LTAzLTMxLMCvyL8sDQo=',
      'base64',
    )
    const dry = await importCsv(adminJwt, new Uint8Array(eucKr))
    expect(dry.body).toMatchObject({ total: 1, create: 1, refusals: [] })
    const xlsx = await importCsv(adminJwt, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))
    expect(xlsx.status).toBe(400)
    expect(JSON.stringify(xlsx.body)).toContain('CSV UTF-8')
  })

  it('is for staff who may edit 인증 현황 only', async () => {
    expect((await importCsv(editorJwt, [head, line('GS-2024-6')].join('\n'), true)).status).toBe(403)
    expect(
      await payload.count({
        collection: 'certificates',
        overrideAccess: true,
        where: { number: { equals: 'GS-2024-6' } },
      }),
    ).toMatchObject({ totalDocs: 0 })
  })
})
