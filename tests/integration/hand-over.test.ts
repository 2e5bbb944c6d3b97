import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createAccount, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * 인사이동 (decision 0048): an account's pages under review, boards and waiting 승인 requests go to its successor in
 * one step, by staff who manage accounts only, with one audit entry; anything refused leaves everything as it was.
 */

let payload: Payload
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')

const tokenOf = async (username: string) =>
  (await payload.login({ collection: 'users', data: { username, password: testPassword } })).token as string

/** `POST /api/cms/users/{id}/hand-over` as the admin's form sends it, signed in. */
async function handOver(fromId: number | string, body: unknown, token?: string) {
  const slug = ['users', String(fromId), 'hand-over']
  const response = await rest.POST(
    new Request(`http://localhost:3000/api/cms/${slug.join('/')}`, {
      method: 'POST',
      headers: {
        ...(token ? { authorization: `JWT ${token}` } : {}),
        'x-client-ip': '192.0.2.71',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  )
  return { status: response.status, body: (await response.json()) as { message?: string; moved?: unknown } }
}

const ownersOf = async (collection: 'page-reviews' | 'boards', ownerId: number) =>
  (
    await payload.find({
      collection,
      where: { owner: { equals: ownerId } },
      overrideAccess: true,
      depth: 0,
      limit: 0,
    })
  ).docs.map((d) => d.id)

describe(`담당 업무 넘기기 on ${dialect}`, () => {
  let leaving: User
  let successor: User
  let away: User
  let adminToken: string
  let managerToken: string
  let pageRows: number[]
  let boardIds: number[]
  let pending: number
  let decided: number

  beforeAll(async () => {
    payload = await createSeededPayload()
    rest = await import('@/app/(payload)/api/cms/[...slug]/route')
    leaving = (await createAccount(payload, 'leaving-staff', 3, { userName: '최이동' })) as User
    successor = (await createAccount(payload, 'next-staff', 3, { userName: '정후임' })) as User
    away = (await createAccount(payload, 'away-staff', 3, { accountStatus: 'suspended' })) as User
    await createAccount(payload, 'content-manager', 2)
    adminToken = await tokenOf('admin')
    managerToken = await tokenOf('content-manager')

    const reviews = await payload.find({ collection: 'page-reviews', overrideAccess: true, depth: 0, limit: 3 })
    pageRows = reviews.docs.map((r) => r.id)
    for (const id of pageRows)
      await payload.update({ collection: 'page-reviews', id, overrideAccess: true, data: { owner: leaving.id } })
    const boards = await payload.find({ collection: 'boards', overrideAccess: true, depth: 0, limit: 2 })
    boardIds = boards.docs.map((b) => b.id)
    for (const id of boardIds)
      await payload.update({ collection: 'boards', id, overrideAccess: true, data: { owner: leaving.id } })
    const request = async (status: 'pending' | 'approved') =>
      (
        await payload.create({
          collection: 'approval-requests',
          overrideAccess: true,
          data: {
            menu: '공지사항',
            title: `인사이동 전 요청 (${status})`,
            targetCollection: 'posts',
            targetId: 1,
            action: 'publish',
            requestedBy: leaving.id,
            requestedAt: new Date().toISOString(),
            language: 'ko',
            status,
          },
        })
      ).id
    pending = await request('pending')
    decided = await request('approved')
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('is refused to visitors and to staff who do not manage accounts, and moves nothing', async () => {
    expect((await handOver(leaving.id, { to: successor.id })).status).toBe(403)
    const refused = await handOver(leaving.id, { to: successor.id }, managerToken)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('담당 업무를 넘길 권한이 없습니다.')
    expect(await ownersOf('page-reviews', leaving.id)).toEqual(pageRows)
  })

  it('says what is wrong with the choice, in Korean, and moves nothing', async () => {
    // Not an account number: no such door.
    expect((await handOver('abc', { to: successor.id }, adminToken)).status).toBe(404)
    const cases: [number | string, unknown, number, string][] = [
      [999_999, { to: successor.id }, 404, '넘겨줄 계정을 찾을 수 없습니다.'],
      [leaving.id, {}, 400, '넘겨받을 계정을 고르세요.'],
      [leaving.id, { to: '12' }, 400, '넘겨받을 계정을 고르세요.'],
      [leaving.id, { to: leaving.id }, 400, '같은 계정에는 넘길 수 없습니다.'],
      [leaving.id, { to: away.id }, 400, '넘겨받을 계정이 정상 상태가 아닙니다.'],
      [successor.id, { to: leaving.id }, 400, '넘길 담당 업무가 없습니다.'],
    ]
    for (const [from, body, status, message] of cases) {
      const answer = await handOver(from, body, adminToken)
      expect(answer.status, `${from} ${JSON.stringify(body)}`).toBe(status)
      expect(answer.body.message).toBe(message)
    }
    expect(await ownersOf('page-reviews', leaving.id)).toEqual(pageRows)
    expect(await ownersOf('boards', leaving.id)).toEqual(boardIds)
  })

  it('moves the pages, the boards and the waiting requests, leaves decided requests, and logs it once', async () => {
    const answer = await handOver(leaving.id, { to: successor.id }, adminToken)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toEqual({
      message: `넘겼습니다: 페이지 ${pageRows.length}개, 게시판 ${boardIds.length}개, 승인 요청 1건.`,
      moved: { pages: pageRows.length, boards: boardIds.length, requests: 1 },
    })
    expect(await ownersOf('page-reviews', leaving.id)).toEqual([])
    expect((await ownersOf('page-reviews', successor.id)).sort()).toEqual([...pageRows].sort())
    expect((await ownersOf('boards', successor.id)).sort()).toEqual([...boardIds].sort())
    const requestOf = (id: number) =>
      payload.findByID({ collection: 'approval-requests', id, overrideAccess: true, depth: 0 })
    expect((await requestOf(pending)).requestedBy).toBe(successor.id)
    // A decided request stays with who asked: it is the record of what happened.
    expect((await requestOf(decided)).requestedBy).toBe(leaving.id)

    const { docs: audit } = await payload.find({
      collection: 'audit-logs',
      where: { and: [{ action: { equals: 'account-change' } }, { targetCollection: { equals: 'users' } }] },
      overrideAccess: true,
      depth: 0,
      sort: '-createdAt',
    })
    expect(audit.map((e) => e.summary)).toContain(
      `담당 업무 넘기기: 최이동 (leaving-staff) → 정후임 (next-staff) (페이지 ${pageRows.length}개, 게시판 ${boardIds.length}개, 승인 요청 1건)`,
    )

    // Nothing is left to hand over.
    expect((await handOver(leaving.id, { to: successor.id }, adminToken)).body.message).toBe(
      '넘길 담당 업무가 없습니다.',
    )
  })
})
