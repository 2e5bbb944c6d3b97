import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthGroup, User } from '@/payload-types'
import { accountAsRequestUser, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let admin: User
let token: string

type Sent = {
  status: number
  body: { doc?: AuthGroup; errors?: { data?: { errors?: { path: string; message: string }[] } }[] }
}

/** A call to Payload's REST API at /api/cms through its real route handler, signed in as the first administrator. */
async function rest(method: 'POST' | 'PATCH', path: string, body: unknown): Promise<Sent> {
  const route = await import('@/app/(payload)/api/cms/[...slug]/route')
  const handler = method === 'POST' ? route.POST : route.PATCH
  const res = await handler(
    new Request(`http://localhost:3000/api/cms/${path}`, {
      method,
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: path.split('/') }) },
  )
  return { status: res.status, body: (await res.json()) as Sent['body'] }
}

const fieldErrors = (sent: Sent) => sent.body.errors?.[0]?.data?.errors ?? []

/** A group created as staff create one: through access control, without a number. */
const createAsStaff = (name: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'auth-groups',
    overrideAccess: false,
    user: admin,
    data: { name, ...extra },
  } as Parameters<Payload['create']>[0]) as Promise<AuthGroup>

async function highestNumber(): Promise<number> {
  const { docs } = await payload.find({ collection: 'auth-groups', sort: '-authGroupSeq', limit: 1, depth: 0 })
  return docs[0]?.authGroupSeq ?? 0
}

describe(`permission groups on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    admin = (await accountAsRequestUser(payload, 'admin')) as unknown as User
    const login = await payload.login({
      collection: 'users',
      data: { username: 'admin', password: testPassword },
    } as Parameters<Payload['login']>[0])
    token = login.token as string
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('numbers a new group itself: the next number after the highest', async () => {
    const before = await highestNumber()
    const group = await createAsStaff('번호 없이 만든 그룹')
    expect(group.authGroupSeq).toBe(before + 1)
  })

  it('gives distinct numbers to groups created at the same moment', async () => {
    const before = await highestNumber()
    const count = 8
    const results = await Promise.allSettled(
      Array.from({ length: count }, (_, i) => createAsStaff(`동시에 만든 그룹 ${i + 1}`)),
    )
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => String((r as PromiseRejectedResult).reason))
    expect(refused).toEqual([])
    const numbers = results
      .map((r) => (r as PromiseFulfilledResult<AuthGroup>).value.authGroupSeq)
      .sort((a, b) => a - b)
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => before + 1 + i))
    const stored = await payload.find({
      collection: 'auth-groups',
      where: { name: { like: '동시에 만든 그룹' } },
      limit: 0,
      depth: 0,
    })
    expect(new Set(stored.docs.map((g) => g.authGroupSeq)).size).toBe(count)
  })

  it('also numbers concurrent creations through the REST API distinctly', async () => {
    const sent = await Promise.all(
      Array.from({ length: 5 }, (_, i) => rest('POST', 'auth-groups', { name: `REST 동시 그룹 ${i + 1}` })),
    )
    expect(sent.map((s) => s.status)).toEqual([201, 201, 201, 201, 201])
    const numbers = sent.map((s) => s.body.doc?.authGroupSeq)
    expect(new Set(numbers).size).toBe(5)
  })

  it('does not let a REST client choose or change the number', async () => {
    const expected = (await highestNumber()) + 1
    const created = await rest('POST', 'auth-groups', { name: '번호를 고르려는 그룹', authGroupSeq: 900 })
    expect(created.status).toBe(201)
    expect(created.body.doc?.authGroupSeq).toBe(expected)
    const id = created.body.doc?.id as number
    const edited = await rest('PATCH', `auth-groups/${id}`, { name: '이름만 바뀐 그룹', authGroupSeq: 1 })
    expect(edited.status).toBe(200)
    const stored = await payload.findByID({ collection: 'auth-groups', id, depth: 0 })
    expect(stored.name).toBe('이름만 바뀐 그룹')
    expect(stored.authGroupSeq).toBe(expected)
    // Nor through the Local API under access control (the admin's own door).
    await payload.update({
      collection: 'auth-groups',
      id,
      overrideAccess: false,
      user: admin,
      data: { authGroupSeq: 2 },
    })
    expect((await payload.findByID({ collection: 'auth-groups', id, depth: 0 })).authGroupSeq).toBe(expected)
  })

  it('refuses permissions an area does not have, on create and on edit, and stores nothing', async () => {
    const auditWrite = await rest('POST', 'auth-groups', {
      name: '감사 로그 쓰기 그룹',
      permissions: { audit: { read: true, write: true } },
    })
    expect(auditWrite.status).toBe(400)
    expect(fieldErrors(auditWrite)).toEqual([
      { path: 'permissions.audit.write', message: '감사 로그에는 쓰기 권한이 없습니다. 고를 수 있는 권한: 읽기' },
    ])
    const newsletterDelete = await rest('POST', 'auth-groups', {
      name: '뉴스레터 삭제 그룹',
      permissions: { newsletters: { read: true, write: true, delete: true } },
    })
    expect(newsletterDelete.status).toBe(400)
    expect(fieldErrors(newsletterDelete)[0]).toMatchObject({
      path: 'permissions.newsletters.delete',
      message: '뉴스레터에는 삭제 권한이 없습니다. 고를 수 있는 권한: 읽기, 쓰기',
    })
    const unknown = await rest('POST', 'auth-groups', {
      name: '없는 메뉴 그룹',
      permissions: { settings: { read: true } },
    })
    expect(unknown.status).toBe(400)
    expect(fieldErrors(unknown)[0]?.message).toBe('알 수 없는 메뉴입니다: settings')
    const stored = await payload.count({
      collection: 'auth-groups',
      where: { name: { in: ['감사 로그 쓰기 그룹', '뉴스레터 삭제 그룹', '없는 메뉴 그룹'] } },
    })
    expect(stored.totalDocs).toBe(0)

    // An unticked box that means nothing says nothing: accepted, and the real permissions are kept.
    const fine = await rest('POST', 'auth-groups', {
      name: '감사 로그 읽기 그룹',
      permissions: { audit: { read: true, write: false, delete: false } },
    })
    expect(fine.status).toBe(201)
    expect(fine.body.doc?.permissions?.audit).toEqual({ read: true })
    const edited = await rest('PATCH', `auth-groups/${fine.body.doc?.id}`, { permissions: { audit: { delete: true } } })
    expect(edited.status).toBe(400)
    expect(fieldErrors(edited)[0]?.path).toBe('permissions.audit.delete')
    await expect(
      payload.update({
        collection: 'auth-groups',
        id: fine.body.doc?.id as number,
        overrideAccess: false,
        user: admin,
        data: { permissions: { newsletters: { delete: true } } } as Partial<AuthGroup>,
      }),
    ).rejects.toThrow()
  })

  it('takes boards by their numbers and refuses one that does not exist', async () => {
    const good = await rest('POST', 'auth-groups', { name: '공지·뉴스레터 담당', boardSeqs: [1, 4] })
    expect(good.status).toBe(201)
    expect(good.body.doc?.boardSeqs).toEqual([1, 4])
    const bad = await rest('POST', 'auth-groups', { name: '없는 게시판 담당', boardSeqs: [1, 99] })
    expect(bad.status).toBe(400)
    expect(fieldErrors(bad)[0]).toMatchObject({
      path: 'boardSeqs',
      message: '없는 게시판은 담당으로 지정할 수 없습니다: 99번',
    })
  })

  it('seeds 최고관리자 with every permission there is, and only those', async () => {
    const { docs } = await payload.find({ collection: 'auth-groups', where: { authGroupSeq: { equals: 1 } } })
    expect(docs[0]?.name).toBe('최고관리자')
    const { areaActions, permissionAreas } = await import('@/access/permissions')
    for (const area of permissionAreas) {
      const flags = docs[0]?.permissions?.[area] as Record<string, boolean | null> | undefined
      expect(Object.keys(flags ?? {}).sort()).toEqual([...areaActions[area]].sort())
      expect(Object.values(flags ?? {}).every(Boolean)).toBe(true)
    }
  })
})
