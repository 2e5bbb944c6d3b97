import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPassword } from '../support/api'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload

describe(`account seeding on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('creates the three groups and makes the first admin an active 최고관리자', async () => {
    const { seed } = await import('@/seed')
    const { env } = await import('@/lib/env')
    const result = await seed(payload, { ...env, ADMIN_USER_ID: 'chief', ADMIN_PASSWORD: testPassword })
    expect(result.admin).toBe('created')
    const groups = await payload.find({ collection: 'auth-groups', sort: 'authGroupSeq', overrideAccess: true })
    expect(groups.docs.map((g) => [g.authGroupSeq, g.name])).toEqual([
      [1, '최고관리자'],
      [2, '관리자'],
      [3, '편집자'],
    ])
    const [chief] = (await payload.find({ collection: 'users', depth: 1, overrideAccess: true })).docs
    expect(chief).toMatchObject({ username: 'chief', accountStatus: 'active', userSeq: 1 })
    expect((chief?.authGroup as { authGroupSeq: number } | undefined)?.authGroupSeq).toBe(1)
  })

  it('adopts accounts made before groups existed: numbers them and keeps one 최고관리자', async () => {
    const { adoptExistingAccounts } = await import('@/seed/auth-groups')
    const chief = (await payload.find({ collection: 'users', overrideAccess: true })).docs[0]
    // An installation where nobody holds group 1 (accounts from before this release).
    await payload.db.updateOne({ collection: 'users', id: chief?.id as number, data: { authGroup: null } })
    await payload.db.create({
      collection: 'users',
      data: { username: 'legacy', userName: '기존 계정', email: null, createdAt: new Date().toISOString() },
    })
    await adoptExistingAccounts(payload)
    const { docs } = await payload.find({ collection: 'users', depth: 1, sort: 'id', overrideAccess: true })
    expect(docs.map((u) => u.userSeq)).toEqual([1, 2])
    expect((docs[0]?.authGroup as { authGroupSeq: number } | undefined)?.authGroupSeq).toBe(1)
    expect(docs[1]?.authGroup ?? null).toBeNull()
  })
})
