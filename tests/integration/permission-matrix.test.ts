import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createAccount, testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let signin: typeof import('@/app/api/v1/signin/route')
let users: typeof import('@/app/api/v1/users/route')
let userById: typeof import('@/app/api/v1/users/[id]/route')

type Actor = { token: string; userSeq: number; id: number; group: number }
const actors: Record<number, Actor> = {}
let victimSeq = 0
let ip = 0

async function actorIn(group: number): Promise<Actor> {
  const user = await createAccount(payload, `member${group}`, group)
  const res = await call(signin.POST, '/api/v1/signin', {
    method: 'POST',
    query: { userId: `member${group}`, password: testPassword },
    ip: `198.51.100.${++ip}`,
  })
  expect(res.status).toBe(200)
  return { token: res.body.accessToken, userSeq: res.body.userSeq, id: user.id, group }
}

const localUser = async (actor: Actor) => ({
  ...(await payload.findByID({ collection: 'users', id: actor.id, depth: 1, overrideAccess: true })),
  collection: 'users' as const,
})

/** Each write endpoint, and the status a group gets: only 최고관리자 manages accounts. */
const expected = (group: number, allowed: number) => (group === 1 ? allowed : 403)

describe(`permission matrix of the three groups on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    signin = await import('@/app/api/v1/signin/route')
    users = await import('@/app/api/v1/users/route')
    userById = await import('@/app/api/v1/users/[id]/route')
    for (const group of [1, 2, 3]) actors[group] = await actorIn(group)
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  for (const group of [1, 2, 3]) {
    describe(`group ${group}`, () => {
      it('POST /api/v1/users', async () => {
        const res = await call(users.POST, '/api/v1/users', {
          method: 'POST',
          token: actors[group]?.token,
          contents: { userId: `made${group}`, userName: '새 계정', userPassword: 'Green2026!', authGroupSeq: 3 },
        })
        expect(res.status, JSON.stringify(res.body)).toBe(expected(group, 201))
        if (res.status === 403) expect(res.body.error.message).toBe('이 작업을 할 권한이 없습니다.')
        const victim = await createAccount(payload, `victim${group}`, 3)
        victimSeq = victim.userSeq as number
      })

      it('PUT /api/v1/users/{id}?updateKind=admin on another account', async () => {
        const res = await call(userById.PUT, `/api/v1/users/${victimSeq}`, {
          method: 'PUT',
          token: actors[group]?.token,
          query: { updateKind: 'admin' },
          params: { id: String(victimSeq) },
          contents: { accountStatus: 'dormant', authGroupSeq: 2 },
        })
        expect(res.status).toBe(expected(group, 200))
      })

      it('PUT /api/v1/users/{id}?updateKind=private on another account', async () => {
        const res = await call(userById.PUT, `/api/v1/users/${victimSeq}`, {
          method: 'PUT',
          token: actors[group]?.token,
          query: { updateKind: 'private' },
          params: { id: String(victimSeq) },
          contents: { userName: '바뀐 이름' },
        })
        expect(res.status).toBe(expected(group, 200))
      })

      it('PUT own account: private edits pass, own group or status never changes', async () => {
        const actor = actors[group] as Actor
        const own = await call(userById.PUT, `/api/v1/users/${actor.userSeq}`, {
          method: 'PUT',
          token: actor.token,
          query: { updateKind: 'private' },
          params: { id: String(actor.userSeq) },
          contents: { userDeptName: '기후기술팀' },
        })
        expect(own.status).toBe(200)
        const raise = await call(userById.PUT, `/api/v1/users/${actor.userSeq}`, {
          method: 'PUT',
          token: actor.token,
          query: { updateKind: 'admin' },
          params: { id: String(actor.userSeq) },
          contents: { authGroupSeq: group === 1 ? 2 : 1 },
        })
        expect(raise.status).toBe(403)
        // Through the admin (Payload) the group field is simply not writable for oneself.
        const groups = await payload.find({ collection: 'auth-groups', overrideAccess: true })
        const top = groups.docs.find((g) => g.authGroupSeq === 1)
        await payload
          .update({
            collection: 'users',
            id: actor.id,
            overrideAccess: false,
            user: await localUser(actor),
            data: { authGroup: top?.id, accountStatus: 'active' },
          })
          .catch(() => undefined)
        const after = await payload.findByID({ collection: 'users', id: actor.id, depth: 1, overrideAccess: true })
        expect((after.authGroup as { authGroupSeq: number }).authGroupSeq).toBe(group)
      })

      it('DELETE /api/v1/users?userSeq=', async () => {
        const res = await call(users.DELETE, '/api/v1/users', {
          method: 'DELETE',
          token: actors[group]?.token,
          query: { userSeq: victimSeq },
        })
        expect(res.status).toBe(expected(group, 200))
      })

      it('auth groups: create, update and delete through the admin', async () => {
        const user = await localUser(actors[group] as Actor)
        const create = payload.create({
          collection: 'auth-groups',
          overrideAccess: false,
          user,
          data: { authGroupSeq: 10 + group, name: `임시 그룹 ${group}` },
        })
        if (group === 1) {
          const created = await create
          await payload.update({
            collection: 'auth-groups',
            id: created.id,
            overrideAccess: false,
            user,
            data: { name: '바뀐 그룹' },
          })
          await payload.delete({ collection: 'auth-groups', id: created.id, overrideAccess: false, user })
          // Not even 최고관리자 edits the group it belongs to.
          const own = (user.authGroup as { id: number }).id
          await expect(
            payload.update({ collection: 'auth-groups', id: own, overrideAccess: false, user, data: { name: 'x' } }),
          ).rejects.toThrow()
        } else {
          await expect(create).rejects.toThrow()
          const any = (await payload.find({ collection: 'auth-groups', overrideAccess: true })).docs[0]
          await expect(
            payload.update({
              collection: 'auth-groups',
              id: any?.id as number,
              overrideAccess: false,
              user,
              data: { name: 'x' },
            }),
          ).rejects.toThrow()
        }
      })
    })
  }
})
