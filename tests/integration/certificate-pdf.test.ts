import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { Certificate } from '@/payload-types'
import { createAccount, siteOrigin, testPassword } from '../support/api'
import { createTestPayload, dialect } from '../support/test-payload'
import { textPdf } from '../support/text-pdf'

// 진위확인 by file (src/modules/certification/pdf-fingerprint.ts): staff keep the SHA-256 of the PDF they issued, a
// checker uploads the PDF in hand, and only that exact file matches. The file is never stored.

let payload: Payload
let cms: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let verify: typeof import('@/app/api/v1/certificates/verify/route')
let adminJwt: string
let editorJwt: string

const base = {
  scheme: 'zeb',
  stage: 'main',
  grade: '2',
  buildingName: '여수 해양 제로에너지 센터',
  roadAddress: '전라남도 여수시 오동도로 61',
  sido: '전라남도',
  sigungu: '여수시',
  use: '업무시설',
  issuedOn: '2025-08-01',
  validUntil: '2099-07-31',
} as const

const make = (data: Partial<Certificate> & { number: string }) =>
  payload.create({ collection: 'certificates', overrideAccess: true, data: { ...base, ...data } as Certificate })

const issued = textPdf('인증서 ZEB-PDF-0001 여수 해양 제로에너지 센터 2등급')

function form(file: Uint8Array | string, name = 'certificate.pdf', type = 'application/pdf') {
  const body = new FormData()
  body.set('file', new File([typeof file === 'string' ? file : new Uint8Array(file)], name, { type }))
  return body
}

async function fingerprint(jwt: string, id: number, body: FormData) {
  const url = `${siteOrigin}/api/cms/certificates/${id}/fingerprint`
  const res = await cms.POST(new Request(url, { method: 'POST', headers: { authorization: `JWT ${jwt}` }, body }), {
    params: Promise.resolve({ slug: ['certificates', String(id), 'fingerprint'] }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

let ipSeq = 0
async function checkFile(body: FormData, language = 'ko', ip = `198.51.100.${++ipSeq}`) {
  const res = await verify.POST(
    new Request(`${siteOrigin}/api/v1/certificates/verify`, {
      method: 'POST',
      headers: { 'x-client-ip': ip, 'accept-language': language },
      body,
    }),
    { params: Promise.resolve({}) },
  )
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON shapes
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

const login = async (username: string) =>
  (
    (await payload.login({ collection: 'users', data: { username, password: testPassword } } as never)) as {
      token: string
    }
  ).token

describe(`진위확인 by PDF on ${dialect}`, () => {
  let record: Certificate
  beforeAll(async () => {
    payload = await createTestPayload()
    cms = await import('@/app/(payload)/api/cms/[...slug]/route')
    verify = await import('@/app/api/v1/certificates/verify/route')
    const { seedAuthGroups } = await import('@/seed/auth-groups')
    await seedAuthGroups(payload)
    await createAccount(payload, 'pdf-admin', 1)
    await createAccount(payload, 'pdf-editor', 3)
    adminJwt = await login('pdf-admin')
    editorJwt = await login('pdf-editor')
    record = await make({ number: 'ZEB-PDF-0001' })
  }, 120_000)

  afterAll(async () => {
    await payload?.destroy()
  })

  it('keeps the SHA-256 of the issued PDF, set by the file alone, and in the audit log', async () => {
    const kept = await fingerprint(adminJwt, record.id, form(issued))
    expect(kept.status).toBe(200)
    expect(kept.body.pdfSha256).toMatch(/^[0-9a-f]{64}$/)
    const { createHash } = await import('node:crypto')
    expect(kept.body.pdfSha256).toBe(createHash('sha256').update(issued).digest('hex'))
    const stored = await payload.findByID({ collection: 'certificates', id: record.id, overrideAccess: true })
    expect(stored.pdfName).toBe('certificate.pdf')
    // A typed value never replaces it: only the endpoint, from the file, writes it.
    await payload.update({
      collection: 'certificates',
      id: record.id,
      overrideAccess: false,
      user: (await payload.find({ collection: 'users', where: { username: { equals: 'pdf-admin' } } })).docs[0],
      data: { pdfSha256: 'f'.repeat(64) },
    })
    const after = await payload.findByID({ collection: 'certificates', id: record.id, overrideAccess: true })
    expect(after.pdfSha256).toBe(kept.body.pdfSha256)
    const audit = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      where: { targetCollection: { equals: 'certificates' } },
    })
    expect(audit.totalDocs).toBeGreaterThan(0)
  })

  it('refuses what is not a PDF, staff without the right, and a file another certificate has', async () => {
    expect((await fingerprint(adminJwt, record.id, form('<html>not a pdf</html>', 'x.pdf'))).status).toBe(400)
    expect((await fingerprint(editorJwt, record.id, form(issued))).status).toBe(403)
    const other = await make({ number: 'ZEB-PDF-0002' })
    const taken = await fingerprint(adminJwt, other.id, form(issued))
    expect(taken.status).toBe(409)
    expect(JSON.stringify(taken.body)).toContain('ZEB-PDF-0001')
  })

  it('answers 일치 for the exact file, and the one neutral miss for a file altered by one byte', async () => {
    const hit = await checkFile(form(issued, 'anything.pdf'))
    expect(hit.status).toBe(200)
    expect(hit.body).toMatchObject({ result: 'valid', certificate: { number: 'ZEB-PDF-0001' } })
    expect(JSON.stringify(hit.body)).not.toMatch(/pdfSha256|pdfName/)
    const altered = Buffer.from(issued)
    altered[altered.length - 20] = (altered[altered.length - 20] as number) ^ 1
    const miss = await checkFile(form(altered))
    expect(miss.body).toEqual({ result: 'not_found', message: '일치하는 정보가 없습니다.' })
    const log = await payload.find({
      collection: 'certificate-checks',
      overrideAccess: true,
      where: { way: { equals: 'pdf' } },
      sort: '-createdAt',
    })
    expect(log.docs.map((entry) => entry.result)).toEqual(['not_found', 'valid'])
  })

  it('refuses what is not a PDF with a field message, in the language asked', async () => {
    const ko = await checkFile(form('GIF89a', 'photo.pdf'))
    expect(ko.status).toBe(400)
    expect(ko.body.error.details).toEqual([
      { path: 'file', message: 'PDF 파일만 확인할 수 있습니다. 발급받은 인증서 PDF를 그대로 올려 주세요.' },
    ])
    const en = await checkFile(new FormData(), 'en')
    expect(en.status).toBe(400)
    expect(en.body.error.message).toBe('Choose a PDF file.')
  })

  it('finds nothing by the file of an unpublished certificate', async () => {
    const hidden = await make({ number: 'ZEB-PDF-0003', published: false })
    const hiddenPdf = textPdf('비공개 인증서 ZEB-PDF-0003')
    expect((await fingerprint(adminJwt, hidden.id, form(hiddenPdf))).status).toBe(200)
    expect((await checkFile(form(hiddenPdf))).body.result).toBe('not_found')
  })

  it('refuses a file from an address over its limit before reading it', async () => {
    // At a minute's first second, so the ten checks below cannot cross into the next minute's count.
    const minute = 60_000
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: Math.ceil(Date.now() / minute) * minute + 1 })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const { verifyLimits } = await import('@/modules/certification/verify-guard')
    const ip = '203.0.113.77'
    for (let i = 0; i < verifyLimits.perMinute.limit; i++)
      expect((await checkFile(form(issued), 'ko', ip)).status).toBe(200)
    // Not even a PDF: the limit answers before the body is looked at (read first, it would be a 400).
    const over = await checkFile(form('not a pdf'), 'ko', ip)
    expect(over.status).toBe(429)
    expect(over.body.error.code).toBe('TOO_MANY_REQUESTS')
  })
})
