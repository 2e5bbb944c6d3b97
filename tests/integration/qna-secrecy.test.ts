import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createAccount, siteOrigin, testPassword } from '../support/api'
import { solvedCaptcha } from '../support/captcha'
import { createTestPayload, dialect } from '../support/test-payload'

/**
 * A secret field-Q&A question is readable only with its password (or by staff): an unlock kept from a deleted post
 * does not open a later post given the same id, and a visitor's search cannot tell what a secret body says.
 */
let payload: Payload
let qnaList: typeof import('@/app/api/v1/qna/route')
let qnaById: typeof import('@/app/api/v1/qna/[id]/route')
let qnaUnlock: typeof import('@/app/api/v1/qna/[id]/unlock/route')
let categoryId: string
let ipCounter = 0
const nextIp = () => `192.0.2.${++ipCounter}`

async function writeQuestion(fields: { title: string; content: string; password: string; isSecret: boolean }) {
  const res = await call(qnaList.POST, '/api/v1/qna', {
    method: 'POST',
    json: {
      category: categoryId,
      name: '김하늘',
      email: 'sky@example.com',
      consent: true,
      altcha: await solvedCaptcha(),
      ...fields,
    },
    ip: nextIp(),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.id as string
}

/** Unlocks a post the way the site's page does (same origin) and returns the cookie the browser would keep. */
async function unlockCookie(id: string, password: string) {
  const res = await call(qnaUnlock.POST, `/api/v1/qna/${id}/unlock`, {
    method: 'POST',
    json: { password },
    params: { id },
    headers: { origin: siteOrigin },
    ip: nextIp(),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

const readWith = (id: string, cookie: string) =>
  call(qnaById.GET, `/api/v1/qna/${id}`, { params: { id }, headers: { cookie } })

async function deleteWithPassword(id: string, password: string) {
  const res = await call(qnaById.DELETE, `/api/v1/qna/${id}`, {
    method: 'DELETE',
    json: { password },
    params: { id },
    ip: nextIp(),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

/** Gives a row another id, as a database that reuses the ids of deleted rows would. */
async function forceId(from: string, to: string) {
  const { rawDbOf, rawExec } = await import('@/lib/raw-sql')
  await rawExec(rawDbOf(payload), sql`UPDATE qna SET id = ${Number(to)} WHERE id = ${Number(from)}`)
}

beforeAll(async () => {
  payload = await createTestPayload()
  qnaList = await import('@/app/api/v1/qna/route')
  qnaById = await import('@/app/api/v1/qna/[id]/route')
  qnaUnlock = await import('@/app/api/v1/qna/[id]/unlock/route')
  const category = await payload.create({ collection: 'qna-categories', data: { name: '인증', order: 1 } })
  categoryId = String(category.id)
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`secret Q&A unlocks on ${dialect}`, () => {
  it('opens a secret post with the cookie of its own unlock', async () => {
    const id = await writeQuestion({
      title: '인증 서류 문의',
      content: '서류 목록',
      password: 'Mine1234!',
      isSecret: true,
    })
    expect((await readWith(id, '')).status).toBe(403)
    const cookie = await unlockCookie(id, 'Mine1234!')
    const read = await readWith(id, cookie)
    expect(read.status).toBe(200)
    expect(read.body.content).toBe('서류 목록')
  })

  it('does not open the next post written under a deleted post’s id with the old unlock cookie', async () => {
    const attackerId = await writeQuestion({
      title: '제 질문',
      content: '지울 질문입니다',
      password: 'Attack12!',
      isSecret: true,
    })
    const oldCookie = await unlockCookie(attackerId, 'Attack12!')
    await deleteWithPassword(attackerId, 'Attack12!')
    const victimId = await writeQuestion({
      title: '사업장 문의',
      content: '우리 회사 배출량은 1,234톤입니다',
      password: 'Victim12!',
      isSecret: true,
    })
    // Whether or not the database handed the id out again, the ids are made equal to prove the binding itself.
    await forceId(victimId, attackerId)

    const replay = await readWith(attackerId, oldCookie)
    expect(replay.status).toBe(403)
    expect(replay.body.error.code).toBe('QNA_LOCKED')
    expect(JSON.stringify(replay.body)).not.toContain('1,234톤')

    // The victim's own password still opens it, and the new cookie works where the old one did not.
    const victimCookie = await unlockCookie(attackerId, 'Victim12!')
    const read = await readWith(attackerId, victimCookie)
    expect(read.status).toBe(200)
    expect(read.body.content).toBe('우리 회사 배출량은 1,234톤입니다')
  })

  it('reads an unlock cookie of the earlier id-only format as unlocking nothing, without an error', async () => {
    const { createHmac } = await import('node:crypto')
    const { env } = await import('@/lib/env')
    const id = await writeQuestion({
      title: '옛 쿠키',
      content: '옛 형식의 쿠키',
      password: 'Older123!',
      isSecret: true,
    })
    const body = Buffer.from(JSON.stringify([id])).toString('base64url')
    const signature = createHmac('sha256', `${env.payloadSecret}:qna-unlock`).update(body).digest('base64url')
    const res = await readWith(id, `qna_unlocked=${body}.${signature}`)
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('QNA_LOCKED')
  })
})

describe(`Q&A search by visitors on ${dialect}`, () => {
  const secretWord = '비밀원문단어'
  const publicWord = '공개본문단어'
  let secretId: string
  let publicId: string

  beforeAll(async () => {
    secretId = await writeQuestion({
      title: '잠긴 제목 가나다',
      content: `본문에 ${secretWord}가 있습니다`,
      password: 'Hidden12!',
      isSecret: true,
    })
    publicId = await writeQuestion({
      title: '열린 제목 라마바',
      content: `본문에 ${publicWord}가 있습니다`,
      password: 'Open1234!',
      isSecret: false,
    })
  })

  const apiSearch = async (searchKind: string, searchText: string) => {
    const res = await call(qnaList.GET, '/api/v1/qna', { query: { searchKind, searchText }, ip: nextIp() })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body.rows as Array<{ id: string }>).map((r) => r.id)
  }

  it('never matches the body of a secret question through /api/v1/qna, whatever the search kind', async () => {
    for (const kind of ['content', 'all']) {
      expect(await apiSearch(kind, secretWord), kind).toEqual([])
      // Extending a guess letter by letter finds nothing either, wildcard characters included.
      expect(await apiSearch(kind, secretWord.slice(0, 2)), kind).toEqual([])
      expect(await apiSearch(kind, `${secretWord.slice(0, 3)}%`), kind).toEqual([])
      expect(await apiSearch(kind, `_${secretWord.slice(1, 4)}`), kind).toEqual([])
    }
  })

  it('still finds public questions by body and secret ones by title', async () => {
    expect(await apiSearch('content', publicWord)).toEqual([publicId])
    expect(await apiSearch('all', publicWord)).toEqual([publicId])
    expect(await apiSearch('title', '가나다')).toEqual([secretId])
    expect(await apiSearch('all', '가나다')).toEqual([secretId])
    expect((await apiSearch('all', '제목')).sort()).toEqual([secretId, publicId].sort())
  })

  it('answers the board page’s search (/media/media02?field=&q=) the same way', async () => {
    const { listQna } = await import('@/modules/qna/service')
    const { listStateFrom } = await import('@/components/boards/board-pages')
    const page = async (query: Record<string, string>) => {
      const state = listStateFrom(query)
      return (await listQna(payload, { page: state.page, field: state.field, q: state.q })).rows.map((r) => r.id)
    }
    expect(await page({ q: secretWord })).toEqual([])
    expect(await page({ field: 'content', q: secretWord })).toEqual([])
    expect(await page({ field: 'content', q: `${secretWord.slice(0, 3)}%` })).toEqual([])
    expect(await page({ field: 'content', q: publicWord })).toEqual([publicId])
    expect(await page({ q: '가나다' })).toEqual([secretId])
  })

  it('leaves staff search in the admin (Payload’s REST list) matching secret bodies', async () => {
    const { seedAuthGroups } = await import('@/seed/auth-groups')
    await seedAuthGroups(payload)
    await createAccount(payload, 'qnastaff', 2)
    const { token } = await payload.login({
      collection: 'users',
      data: { username: 'qnastaff', password: testPassword },
    })
    const rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    const query = new URLSearchParams({ 'where[content][like]': secretWord, depth: '0' })
    const res = await rest.GET(
      new Request(`${siteOrigin}/api/cms/qna?${query}`, {
        headers: { authorization: `JWT ${token}`, 'x-client-ip': nextIp() },
      }),
      { params: Promise.resolve({ slug: ['qna'] }) },
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { docs: Array<{ id: number }> }
    expect(body.docs.map((d) => String(d.id))).toEqual([secretId])
  })
})
