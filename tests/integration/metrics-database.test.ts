import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readQueueSizes } from '@/lib/database-metrics'
import { renderMetrics } from '@/lib/metrics'
import { createTestPayload, dialect } from '../support/test-payload'

/** What /metrics reports from the database, on the dialect of this run (SQLite, or PostgreSQL in CI). */
let payload: Payload

beforeAll(async () => {
  payload = await createTestPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

const seriesValue = (body: string, series: string) => {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : undefined
}

describe('database metrics', () => {
  it('times every statement Payload runs', async () => {
    const series = `db_query_duration_seconds_count{dialect="${dialect}"}`
    const before = seriesValue((await renderMetrics()).body, series) ?? 0
    await payload.find({ collection: 'boards', limit: 5, overrideAccess: true })
    await payload.count({ collection: 'posts', overrideAccess: true })
    const after = seriesValue((await renderMetrics()).body, series) ?? 0
    expect(after - before).toBeGreaterThanOrEqual(2)
  })

  it('reports the jobs waiting per queue, the ones failed for good, and the newsletter sends going out', async () => {
    const empty = await readQueueSizes(payload)
    expect(empty.mailPending).toBe(0)
    await payload.jobs.queue({ task: 'purge-personal-data', input: {}, queue: 'nightly' })
    await payload.jobs.queue({ task: 'purge-visitor-stats', input: {}, queue: 'nightly' })
    const failed = await payload.jobs.queue({ task: 'purge-visitor-stats', input: {}, queue: 'nightly' })
    await payload.update({ collection: 'payload-jobs', id: failed.id, data: { hasError: true }, overrideAccess: true })
    await payload.create({
      collection: 'newsletter-sends',
      data: { title: '11월 뉴스레터', status: 'sending' },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'newsletter-sends',
      data: { title: '10월 뉴스레터', status: 'sent' },
      overrideAccess: true,
    })
    const sizes = await readQueueSizes(payload)
    expect(sizes.jobsPending.nightly).toBe(2)
    expect(sizes.jobsFailed.nightly).toBe(1)
    expect(sizes.mailPending).toBe(1)
    // The same numbers in the scrape (the Payload config's onInit connected the two).
    const { body } = await renderMetrics()
    expect(seriesValue(body, 'jobs_pending{queue="nightly"}')).toBe(2)
    expect(seriesValue(body, 'jobs_failed{queue="nightly"}')).toBe(1)
    expect(seriesValue(body, 'newsletter_sends_pending')).toBe(1)
  })
})
