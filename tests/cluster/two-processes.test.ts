/**
 * Two server processes behind one address (a round-robin proxy on loopback), on one database and one
 * upload folder, as docs/deployment.md describes for several servers. Proves that sessions, rate limits,
 * cache invalidation and uploads are shared: what one process does, the other knows within a second.
 * Started by scripts/test.mjs after the production build, with PostgreSQL when TEST_DATABASE_URL is set.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInLimit } from '@/modules/auth/limits'
import { payloadRun } from '../support/run-cli'
import { resetPostgres } from '../support/test-payload'

const basePort = Number(process.env.CLUSTER_BASE_PORT) || 3600
const ports = [basePort + 1, basePort + 2]
const proxyPort = basePort
const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'
const dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-'))
const env: Record<string, string> = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? `file:${path.join(dataDir, 'site.db')}`,
  SITE_URL: `http://localhost:${proxyPort}`,
  ADMIN_PASSWORD: 'Cluster2026!ok',
  LOG_LEVEL: 'warn',
  TRUSTED_PROXY: '127.0.0.1',
}

const servers: ChildProcess[] = []
let proxy: Server
let turn = 0

async function waitForHealth(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server on ${port} did not start`)
}

/** Sends each request to the next process in turn, the way a load balancer without stickiness does. */
function startProxy() {
  return createServer((req, res) => {
    const port = ports[turn++ % ports.length] as number
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': '198.51.100.23', 'x-served-by-test': String(port) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream-port': String(port) })
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  }).listen(proxyPort)
}

const viaProxy = (pathname: string, init?: RequestInit) => fetch(`http://localhost:${proxyPort}${pathname}`, init)
const direct = (port: number, pathname: string, init?: RequestInit) =>
  fetch(`http://localhost:${port}${pathname}`, init)

async function staffToken(port: number) {
  const login = await direct(port, '/api/cms/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Cluster2026!ok' }),
  })
  expect(login.status).toBe(200)
  return ((await login.json()) as { token: string }).token
}

describe(`two server processes on ${dialect}`, () => {
  beforeAll(async () => {
    if (dialect === 'postgres') await resetPostgres(env.DATABASE_URL as string)
    const seeded = payloadRun('src/seed/run.ts', env)
    expect(seeded.code, seeded.output).toBe(0)
    // The first server runs two worker processes on its port (src/lib/cluster.ts), the second one: every test below
    // also crosses workers of one server.
    for (const [index, port] of ports.entries()) {
      const workers = { WEB_CONCURRENCY: index === 0 ? '2' : '1' }
      servers.push(
        spawn('node', ['server.mjs'], {
          env: { ...process.env, ...env, ...workers, PORT: String(port) },
          stdio: 'inherit',
        }),
      )
    }
    await Promise.all(ports.map(waitForHealth))
    proxy = startProxy()
  }, 180_000)

  afterAll(async () => {
    proxy?.close()
    await Promise.all(
      servers.map(
        (child) =>
          new Promise((resolve) => {
            child.once('close', resolve)
            child.kill('SIGTERM')
          }),
      ),
    )
  })

  it('shares sessions: signed in through one process, recognised by both', async () => {
    const signIn = await viaProxy('/api/v1/signin?userId=admin&password=Cluster2026!ok', { method: 'POST' })
    expect(signIn.status).toBe(200)
    const { accessToken } = (await signIn.json()) as { accessToken: string }
    for (const port of ports) {
      const me = await direct(port, '/api/v1/users?pageNo=1&pageSize=10', {
        headers: { authorization: `Bearer ${accessToken}` },
      })
      expect(me.status, `process on ${port}`).toBe(200)
    }
  })

  it('shares rate limits: failed sign-ins spread over both processes add up', async () => {
    const statuses: number[] = []
    for (let i = 0; i < signInLimit.limit + 4; i++) {
      const answer = await viaProxy('/api/v1/signin?userId=nobody&password=Wrong2026!x', { method: 'POST' })
      statuses.push(answer.status)
    }
    expect(statuses).toContain(429)
    // Attempts alternate between the processes, yet the refusal starts exactly at the shared limit
    // (the successful sign-in of the previous test came from the same address and counts too).
    const firstRefusal = statuses.indexOf(429)
    expect(firstRefusal).toBe(signInLimit.limit - 1)
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true)
  })

  it('shares cache invalidation: a change saved through one process shows on the other within a second', async () => {
    const [first, second] = ports as [number, number]
    const before = await (await direct(second, '/index')).text()
    expect(before).toContain('녹색기후기술원')
    expect((await direct(second, '/index')).headers.get('x-page-cache')).toBe('hit')

    const token = await staffToken(first)
    const saved = await direct(first, '/api/cms/globals/site-settings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ siteName: '녹색기후기술원 본원' }),
    })
    expect(saved.status).toBe(200)
    const savedAt = Date.now()

    let seenAfter = Number.POSITIVE_INFINITY
    while (Date.now() - savedAt < 5000) {
      const html = await (await direct(second, '/index')).text()
      if (html.includes('녹색기후기술원 본원')) {
        seenAfter = Date.now() - savedAt
        break
      }
      await new Promise((r) => setTimeout(r, 50))
    }
    expect(seenAfter).toBeLessThanOrEqual(1500)
  })

  it('drops on the other process only the pages a change shows: a new Q&A category leaves the notice list cached', async () => {
    const [first, second] = ports as [number, number]
    for (const url of ['/media/media01', '/media/media02']) {
      await direct(second, url)
      expect((await direct(second, url)).headers.get('x-page-cache'), url).toBe('hit')
    }
    const token = await staffToken(first)
    const saved = await direct(first, '/api/cms/qna-categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ name: '캐시 확인 분류' }),
    })
    expect(saved.status).toBe(201)
    // Applied on the other process once its Q&A list is no longer a plain hit (stale or rendered again).
    const savedAt = Date.now()
    let applied = false
    while (!applied && Date.now() - savedAt < 5000) {
      applied = (await direct(second, '/media/media02')).headers.get('x-page-cache') !== 'hit'
      if (!applied) await new Promise((r) => setTimeout(r, 100))
    }
    expect(applied).toBe(true)
    expect((await direct(second, '/media/media01')).headers.get('x-page-cache')).toBe('hit')
  })

  it('keeps every acknowledged write of a burst sent at once to a server of two workers', async () => {
    const [first] = ports as [number, number]
    const token = await staffToken(first)
    const names = Array.from({ length: 24 }, (_, i) => `동시 저장 분류 ${i + 1}`)
    const answers = await Promise.all(
      names.map((name) =>
        direct(first, '/api/cms/qna-categories', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
          body: JSON.stringify({ name }),
        }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(names.map(() => 201))
    const listed = await direct(first, '/api/cms/qna-categories?limit=200&depth=0', {
      headers: { authorization: `JWT ${token}` },
    })
    const saved = ((await listed.json()) as { docs: { name: string }[] }).docs.map((d) => d.name)
    for (const name of names) expect(saved, name).toContain(name)
  })

  it('shares the upload store: an image uploaded through one process is served, resized, by the other', async () => {
    const [first, second] = ports as [number, number]
    const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2f7d4f' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), '공유-저장소.png')
    form.append('_payload', JSON.stringify({ alt: '두 서버가 함께 쓰는 이미지' }))
    const created = await direct(first, '/api/cms/media', {
      method: 'POST',
      headers: { authorization: `JWT ${await staffToken(first)}` },
      body: form,
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { filename: string; sizes: { thumbnail: { filename: string } } } }

    const original = await direct(second, `/api/cms/media/file/${encodeURIComponent(doc.filename)}`)
    expect(original.status).toBe(200)
    expect(Buffer.from(await original.arrayBuffer()).equals(image)).toBe(true)
    const thumbnail = await direct(second, `/api/cms/media/file/${encodeURIComponent(doc.sizes.thumbnail.filename)}`)
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')
  })
})
