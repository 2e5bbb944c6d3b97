import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * Payload's own bookkeeping (src/access/system-records.ts): closed to every account, the super administrator's
 * included, through the REST API, while Payload's scheduler keeps writing it.
 */
let payload: Payload
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let token = ''

const cms = (method: 'GET' | 'POST' | 'DELETE', slug: string[], json?: unknown) =>
  rest[method](
    new Request(`http://localhost:3000/api/cms/${slug.join('/')}`, {
      method,
      headers: {
        authorization: `JWT ${token}`,
        'x-client-ip': '192.0.2.61',
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    }),
    { params: Promise.resolve({ slug }) },
  )

const nightlyJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: 'nightly' } },
      limit: 0,
      overrideAccess: true,
    })
  ).totalDocs

beforeAll(async () => {
  payload = await createSeededPayload()
  rest = await import('@/app/(payload)/api/cms/[...slug]/route')
  const login = await payload.login({ collection: 'users', data: { username: 'admin', password: testPassword } })
  token = login.token as string
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe(`Payload's own records on ${dialect}`, () => {
  it('are still written by the scheduler: the nightly jobs are queued once per slot and the slot is recorded', async () => {
    const before = await nightlyJobs()
    const first = await payload.jobs.handleSchedules({ queue: 'nightly' })
    expect(first.queued.length).toBeGreaterThan(0)
    expect(await nightlyJobs()).toBe(before + first.queued.length)
    const again = await payload.jobs.handleSchedules({ queue: 'nightly' })
    expect(again.queued).toEqual([])
    const stats = (await payload.findGlobal({ slug: 'payload-jobs-stats' })) as { stats?: unknown }
    expect(JSON.stringify(stats.stats)).toContain('nightly')
  })

  it('refuse the super administrator through the REST API, and the scheduler’s record stays as it was', async () => {
    const kept = JSON.stringify(
      ((await payload.findGlobal({ slug: 'payload-jobs-stats' })) as { stats?: unknown }).stats,
    )
    const read = await cms('GET', ['globals', 'payload-jobs-stats'])
    expect(read.status).toBe(403)
    const write = await cms('POST', ['globals', 'payload-jobs-stats'], { stats: {} })
    expect(write.status).toBe(403)
    expect(
      JSON.stringify(((await payload.findGlobal({ slug: 'payload-jobs-stats' })) as { stats?: unknown }).stats),
    ).toBe(kept)

    const migrations = await payload.count({ collection: 'payload-migrations' })
    expect(migrations.totalDocs).toBeGreaterThan(0)
    for (const answer of [
      await cms('GET', ['payload-migrations']),
      await cms('DELETE', ['payload-migrations'], undefined),
    ])
      expect(answer.status).toBe(404)
    expect((await payload.count({ collection: 'payload-migrations' })).totalDocs).toBe(migrations.totalDocs)
  })
})
