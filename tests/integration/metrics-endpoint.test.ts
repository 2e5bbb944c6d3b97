import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { observeRequest, serveMetrics } from '@/lib/metrics'

/**
 * The /metrics door as server.mjs serves it, on real sockets: a bare node:http server in this process, and a
 * two-worker cluster (tests/support/metrics-cluster.mjs) for the site-wide counts. Neither Next nor a database is
 * started.
 */
const token = 'metrics-test-token-0123456789abcdef'

const counter = (body: string, series: string) => {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('the /metrics door', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      observeRequest(req, res, performance.now())
      // As server.mjs would pass it: the socket's address, here always loopback.
      if (await serveMetrics(req, res, String(req.socket.remoteAddress), { allow: [], token })) return
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
      res.end('<h1>페이지를 찾을 수 없습니다</h1>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('answers a scraper on this machine with the Prometheus text, never cached', async () => {
    const response = await fetch(`${base}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toContain('# TYPE http_requests_total counter')
  })

  it('counts the requests it sees by route group and status class', async () => {
    const before = await (await fetch(`${base}/metrics`)).text()
    await fetch(`${base}/no-such-page`)
    await fetch(`${base}/api/v1/boards`)
    const after = await (await fetch(`${base}/metrics`)).text()
    const page = 'http_requests_total{group="page",status_class="4xx"}'
    const api = 'http_requests_total{group="api-v1",status_class="4xx"}'
    expect(counter(after, page) - counter(before, page)).toBe(1)
    expect(counter(after, api) - counter(before, api)).toBe(1)
  })

  it('looks like any missing page to a request relayed by a proxy it does not trust, unless it has the token', async () => {
    const relayed = await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } })
    expect(relayed.status).toBe(404)
    expect(await relayed.text()).toContain('페이지를 찾을 수 없습니다')
    const wrongToken = await fetch(`${base}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer not-the-token' },
    })
    expect(wrongToken.status).toBe(404)
    const withToken = await fetch(`${base}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${token}` },
    })
    expect(withToken.status).toBe(200)
  })

  it('serves only GET and HEAD at exactly /metrics', async () => {
    expect((await fetch(`${base}/metrics`, { method: 'HEAD' })).status).toBe(200)
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404)
    expect((await fetch(`${base}/metrics/`)).status).toBe(404)
    expect((await fetch(`${base}/metricsx`)).status).toBe(404)
  })
})

/** Starts tests/support/metrics-cluster.mjs and resolves with its primary and base URL once both workers listen. */
async function startCluster(env: Record<string, string> = {}): Promise<{ primary: ChildProcess; base: string }> {
  const primary = spawn(process.execPath, [path.resolve(import.meta.dirname, '../support/metrics-cluster.mjs')], {
    env: { ...process.env, METRICS_TOKEN: token, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    primary.stdout?.on('data', (chunk) => {
      out += String(chunk)
      const match = /\{"port":(\d+)\}/.exec(out)
      if (match) resolve(Number(match[1]))
    })
    primary.once('exit', (code) => reject(new Error(`cluster fixture exited with ${code}`)))
  })
  return { primary, base: `http://127.0.0.1:${port}` }
}

describe('/metrics with several worker processes', () => {
  let primary: ChildProcess
  let base: string
  beforeAll(async () => {
    ;({ primary, base } = await startCluster())
  })
  afterAll(() => {
    primary?.kill('SIGTERM')
  })

  it('answers with every worker’s requests summed, whichever worker takes the scrape', async () => {
    const workers = new Set<string>()
    for (let i = 0; i < 20; i++) {
      // A new connection each time, so the primary hands the requests round the workers.
      const response = await fetch(`${base}/index`, { headers: { connection: 'close' } })
      workers.add(String(response.headers.get('x-worker')))
      await response.text()
    }
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${base}/cached`, { headers: { connection: 'close' } })
      await response.text()
    }
    expect(workers.size).toBe(2)
    for (let i = 0; i < 4; i++) {
      const body = await (await fetch(`${base}/metrics`, { headers: { connection: 'close' } })).text()
      expect(counter(body, 'http_requests_total{group="page",status_class="2xx"}')).toBe(20)
      expect(counter(body, 'http_requests_total{group="page-cache",status_class="2xx"}')).toBe(6)
      expect(counter(body, 'page_cache_lookups_total{result="hit"}')).toBe(6)
      // One series per metric for the whole site, no worker label.
      expect(body).not.toMatch(/worker=/)
      expect(body).toMatch(/^process_resident_memory_bytes \d+/m)
    }
  })
})

describe('/metrics in a worker whose primary does not sum the workers', () => {
  let primary: ChildProcess
  let base: string
  beforeAll(async () => {
    ;({ primary, base } = await startCluster({ METRICS_FIXTURE_NO_AGGREGATION: '1' }))
  })
  afterAll(() => {
    primary?.kill('SIGTERM')
  })

  it('answers 503 with a retry hint after a few seconds, rather than one worker’s numbers as the total', async () => {
    const response = await fetch(`${base}/metrics`)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    const body = await response.text()
    expect(body).toContain('지표를 지금 모을 수 없습니다')
    expect(body).not.toContain('http_requests_total')
  })
})
