import { expect, test } from '@playwright/test'

/**
 * /metrics on the production server (server.mjs, src/lib/metrics.ts). The browser tests reach the server from this
 * machine, which the default METRICS_ALLOW lets in; a request relayed by a proxy stands in for a visitor from outside.
 */

test('a scraper on this machine reads the Prometheus metrics of pages, cache, database and queues', async ({
  request,
}) => {
  // The second visit of a page no cookie personalises comes from the page cache.
  for (let i = 0; i < 2; i++) expect((await request.get('/index')).status()).toBe(200)
  const answer = await request.get('/metrics')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  expect(answer.headers()['cache-control']).toBe('no-store')
  const body = await answer.text()
  expect(body).toMatch(/^http_requests_total\{group="(page|page-cache)",status_class="2xx"\} [1-9]/m)
  expect(body).toMatch(/^http_request_duration_seconds_count\{group="(page|page-cache)"\} [1-9]/m)
  expect(body).toMatch(/^page_cache_lookups_total\{result="(hit|miss)"\} [1-9]/m)
  expect(body).toMatch(/^db_query_duration_seconds_count\{dialect="(sqlite|postgres)"\} [1-9]/m)
  expect(body).toMatch(/^jobs_pending\{queue="nightly"\} \d+/m)
  expect(body).toMatch(/^newsletter_sends_pending \d+/m)
  expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m)
  expect(body).toMatch(/^process_resident_memory_bytes [1-9]/m)
})

test('anyone else gets the ordinary 404 page, nothing about metrics', async ({ request }) => {
  const relayed = await request.get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.7' } })
  expect(relayed.status()).toBe(404)
  expect(relayed.headers()['content-type']).toMatch(/^text\/html/)
  expect(await relayed.text()).not.toMatch(/http_requests_total|process_resident_memory_bytes/)
  const wrongToken = await request.get('/metrics', {
    headers: { 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer not-the-metrics-token-0000000000' },
  })
  expect(wrongToken.status()).toBe(404)
})
