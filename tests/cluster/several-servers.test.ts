/**
 * Several servers, as docs/deployment.md "Several servers" and "Object storage" describe them: two server processes
 * (the first with two workers) on one database, with uploads in S3-compatible object storage (`s3rver`, speaking the
 * protocol over HTTP), behind nginx with the production rules of deploy/nginx/ on loopback. Proves that sessions, rate
 * limits, cache invalidation and uploads are shared, that scheduled work runs in one process only, and that killing
 * one process loses no acknowledged write.
 * Started by scripts/test.mjs after the production build, on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInLimit } from '@/modules/auth/limits'
import { findNginx, startNginx, writeLoopbackConfig } from '../../scripts/nginx.mjs'
import { startSmtpSink } from '../support/smtp-sink'
import { resetPostgres } from '../support/test-payload'

const basePort = Number(process.env.CLUSTER_BASE_PORT) || 3600
const frontPort = basePort
const ports = [basePort + 1, basePort + 2] as const
const smtpPort = basePort + 3
const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'
const dataDir = mkdtempSync(path.join(tmpdir(), 'cluster-'))
const nginxPrefix = path.join(dataDir, 'nginx')
const bucket = 'site-uploads'
const adminPassword = 'Cluster2026!ok'

const env: Record<string, string> = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? `file:${path.join(dataDir, 'site.db')}`,
  SITE_URL: `http://localhost:${frontPort}`,
  ADMIN_PASSWORD: adminPassword,
  LOG_LEVEL: 'warn',
  TRUSTED_PROXY: '127.0.0.1',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_SECURE: 'false',
  MAIL_FROM: '녹색기후기술원 <no-reply@greenclimate.test>',
  S3_BUCKET: bucket,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
  S3_PREFIX: 'gcti',
}

type Server = { port: number; child: ChildProcess }
const servers: Server[] = []
let s3: S3rver
let s3Client: S3Client
let nginx: { stop: () => Promise<unknown> } | undefined
let sink: Awaited<ReturnType<typeof startSmtpSink>>

async function waitForHealth(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server on ${port} did not start`)
}

/** Through the nginx front, tagged so the access log tells which process answered (scripts/nginx.mjs). */
const viaFront = (pathname: string, tag: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${frontPort}${pathname}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), 'x-check-tag': tag },
  })
const direct = (port: number, pathname: string, init?: RequestInit) =>
  fetch(`http://localhost:${port}${pathname}`, init)

/**
 * The upstream ports nginx sent the `count` requests of one tag to, from its access log ("-" when none). nginx writes a
 * line once it has sent the answer, so the last line may come a moment after the client has read the body.
 */
async function upstreamsOf(tag: string, count: number): Promise<string[]> {
  let lines: string[] = []
  for (let i = 0; i < 40 && lines.length < count; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 50))
    const log = readFileSync(path.join(nginxPrefix, 'access.log'), 'utf8')
    lines = log.split('\n').filter((line) => line.endsWith(` tag=${tag}`))
  }
  return lines.map((line) => line.match(/upstream=127\.0\.0\.1:(\d+)/)?.[1] ?? '-')
}

/** Signs staff in once per door (every sign-in counts against the address's limit, and all come from 127.0.0.1). */
const tokens = new Map<string, Promise<string>>()
function signedIn(door: 'cms' | 'v1') {
  const cached = tokens.get(door)
  if (cached) return cached
  const made = (async () => {
    const [first] = ports
    const answer =
      door === 'cms'
        ? await direct(first, '/api/cms/users/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'admin', password: adminPassword }),
          })
        : await direct(first, `/api/v1/signin?userId=admin&password=${adminPassword}`, { method: 'POST' })
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { token?: string; accessToken?: string }
    return (body.token ?? body.accessToken) as string
  })()
  tokens.set(door, made)
  return made
}
/** Payload's REST API takes `JWT <token>`; the spec's /api/v1 takes `Bearer <accessToken>` from its own sign-in. */
const staffToken = () => signedIn('cms')

/** Polls `check` every 50 ms; resolves with the milliseconds it took, or Infinity after `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs = 5000) {
  const started = Date.now()
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started
    await new Promise((r) => setTimeout(r, 50))
  }
  return Number.POSITIVE_INFINITY
}

describe(`two server processes on ${dialect} with object storage, behind nginx`, () => {
  beforeAll(async () => {
    // scripts/test.mjs runs this file only where nginx is installed (.ci/run installs it).
    const nginxBinary = findNginx()
    if (!nginxBinary) throw new Error('nginx is not installed (apt-get install --no-install-recommends nginx-light)')
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: mkdtempSync(path.join(tmpdir(), 's3rver-')),
      silent: true,
      configureBuckets: [{ name: bucket }],
    })
    const endpoint = `http://127.0.0.1:${((await s3.run()) as AddressInfo).port}`
    env.S3_ENDPOINT = endpoint
    s3Client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    sink = await startSmtpSink(smtpPort)

    if (dialect === 'postgres') await resetPostgres(env.DATABASE_URL as string)
    // Asynchronous: the S3 and SMTP servers above live in this process and must keep answering while it seeds.
    const seeded = await new Promise<{ code: number | null; output: string }>((resolve) => {
      let output = ''
      const child = spawn('payload', ['run', 'src/seed/run.ts'], { env: { ...process.env, ...env } })
      child.stdout.on('data', (c) => {
        output += c
      })
      child.stderr.on('data', (c) => {
        output += c
      })
      child.on('close', (code) => resolve({ code, output }))
    })
    expect(seeded.code, seeded.output).toBe(0)
    // The first server runs two worker processes on its port (src/lib/cluster.ts) and the scheduled jobs; the second
    // one process with JOBS_AUTORUN=off, as docs/deployment.md tells operators to set on every server but one.
    for (const [index, port] of ports.entries()) {
      const own = index === 0 ? { WEB_CONCURRENCY: '2' } : { WEB_CONCURRENCY: '1', JOBS_AUTORUN: 'off' }
      const child = spawn('node', ['server.mjs'], {
        env: { ...process.env, ...env, ...own, PORT: String(port) },
        stdio: 'inherit',
      })
      servers.push({ port, child })
    }
    await Promise.all(ports.map(waitForHealth))
    const file = writeLoopbackConfig({ prefix: nginxPrefix, port: frontPort, appPorts: [...ports] })
    nginx = await startNginx(nginxBinary, { prefix: nginxPrefix, file, port: frontPort })
  }, 240_000)

  afterAll(async () => {
    await nginx?.stop()
    await Promise.all(
      servers
        .filter(({ child }) => child.exitCode === null && child.signalCode === null)
        .map(
          ({ child }) =>
            new Promise((resolve) => {
              child.once('close', resolve)
              child.kill('SIGTERM')
            }),
        ),
    )
    await sink?.close()
    await s3?.close()
  })

  it('shares sessions: signed in through the front, recognised by both processes', async () => {
    const signIn = await viaFront(`/api/v1/signin?userId=admin&password=${adminPassword}`, 'session', {
      method: 'POST',
    })
    expect(signIn.status).toBe(200)
    const { accessToken } = (await signIn.json()) as { accessToken: string }
    for (const port of ports) {
      const users = await direct(port, '/api/v1/users?pageNo=1&pageSize=10', {
        headers: { authorization: `Bearer ${accessToken}` },
      })
      expect(users.status, `process on ${port}`).toBe(200)
    }
  })

  it('shares rate limits: failed sign-ins that nginx spreads over both processes add up to one limit', async () => {
    // One visitor address for this test only (the front's TRUSTED_PROXY rule takes it from X-Forwarded-For).
    const visitor = { 'x-forwarded-for': '198.51.100.41' }
    const statuses: number[] = []
    for (let i = 0; i < signInLimit.limit + 4; i++) {
      const answer = await viaFront('/api/v1/signin?userId=nobody&password=Wrong2026!x', 'limits', {
        method: 'POST',
        headers: visitor,
      })
      statuses.push(answer.status)
    }
    // nginx sent the attempts to both processes, yet the refusal starts exactly at the shared limit.
    expect(new Set(await upstreamsOf('limits', statuses.length))).toEqual(new Set(ports.map(String)))
    expect(statuses.indexOf(429)).toBe(signInLimit.limit)
    expect(statuses.slice(signInLimit.limit).every((s) => s === 429)).toBe(true)
  })

  it('shows a staff edit saved through one process on the other within a second, and through the front', async () => {
    const [first, second] = ports
    expect(await (await direct(second, '/index')).text()).toContain('녹색기후기술원')
    expect((await direct(second, '/index')).headers.get('x-page-cache')).toBe('hit')
    await viaFront('/index', 'edit-before')

    const saved = await direct(first, '/api/cms/globals/site-settings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${await staffToken()}` },
      body: JSON.stringify({ siteName: '녹색기후기술원 본원' }),
    })
    expect(saved.status).toBe(200)
    // The slowest single answer through the front, so the bound below follows how busy the machine is.
    let slowestFront = 0
    const [onOther, throughFront] = await Promise.all([
      msUntil(async () => (await (await direct(second, '/index')).text()).includes('녹색기후기술원 본원')),
      msUntil(async () => {
        const started = Date.now()
        const text = await (await viaFront('/index', 'edit-after')).text()
        slowestFront = Math.max(slowestFront, Date.now() - started)
        return text.includes('녹색기후기술원 본원')
      }),
    ])
    expect(onOther).toBeLessThanOrEqual(1000)
    // nginx keeps a page one second (proxy_cache_valid 200 1s) after the other process has the edit. At worst a
    // request already on its way stores the old page just then, and the fresh one is fetched a second later: two
    // front answers on top of the second, however long this machine takes for each.
    expect(throughFront).toBeLessThanOrEqual(Math.max(2500, onOther + 1000 + 2 * slowestFront + 100))
  })

  it('drops on the other process only the pages a change shows: a new Q&A category leaves the notice list cached', async () => {
    const [first, second] = ports
    // Each render has a CSP nonce of its own, which a cached copy replays: a new nonce is a new render, whether a
    // visitor's or one made ahead of visitors right after the change (refresh-ahead.ts).
    const renderOf = async (url: string) => {
      const answer = await direct(second, url)
      return { cache: answer.headers.get('x-page-cache'), nonce: answer.headers.get('content-security-policy') }
    }
    const before: Record<string, string | null> = {}
    for (const url of ['/media/media01', '/media/media02']) {
      await direct(second, url)
      const cached = await renderOf(url)
      expect(cached.cache, url).toBe('hit')
      before[url] = cached.nonce
    }
    const saved = await direct(first, '/api/cms/qna-categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${await staffToken()}` },
      body: JSON.stringify({ name: '캐시 확인 분류' }),
    })
    expect(saved.status).toBe(201)
    const applied = await msUntil(async () => (await renderOf('/media/media02')).nonce !== before['/media/media02'])
    expect(applied).toBeLessThanOrEqual(1000)
    expect(await renderOf('/media/media01')).toEqual({ cache: 'hit', nonce: before['/media/media01'] })
  })

  it('keeps every acknowledged write of a burst sent at once to a server of two workers', async () => {
    const [first] = ports
    const token = await staffToken()
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

  it('keeps uploads in the bucket: an image uploaded through one process is served, resized, by the other and the front', async () => {
    const [first, second] = ports
    const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2f7d4f' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), '공유-저장소.png')
    form.append('_payload', JSON.stringify({ alt: '두 서버가 함께 쓰는 이미지' }))
    const created = await direct(first, '/api/cms/media', {
      method: 'POST',
      headers: { authorization: `JWT ${await staffToken()}` },
      body: form,
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { filename: string; sizes: { thumbnail: { filename: string } } } }

    // The original and its sizes are objects in the bucket; no process keeps a copy on its disk.
    const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'gcti/media/' }))
    const keys = (listed.Contents ?? []).map((object) => object.Key)
    expect(keys).toContain(`gcti/media/${doc.filename}`)
    expect(keys).toContain(`gcti/media/${doc.sizes.thumbnail.filename}`)
    const onDisk = path.join(dataDir, 'media')
    expect(existsSync(onDisk) ? readdirSync(onDisk).filter((name) => name.includes('공유')) : []).toEqual([])

    const original = await direct(second, `/api/cms/media/file/${encodeURIComponent(doc.filename)}`)
    expect(original.status).toBe(200)
    expect(Buffer.from(await original.arrayBuffer()).equals(image)).toBe(true)
    // Through the front: the first request reads the object through a process, the second is nginx's stored copy.
    const thumbnailUrl = `/api/cms/media/file/${encodeURIComponent(doc.sizes.thumbnail.filename)}`
    const throughFront = [await viaFront(thumbnailUrl, 'thumbnail'), await viaFront(thumbnailUrl, 'thumbnail')]
    expect(throughFront.map((answer) => answer.status)).toEqual([200, 200])
    expect(throughFront.map((answer) => answer.headers.get('content-type'))).toEqual(['image/webp', 'image/webp'])
    expect(throughFront.map((answer) => answer.headers.get('x-cache-status'))).toEqual(['MISS', 'HIT'])
    expect((await upstreamsOf('thumbnail', 2)).filter((port) => port !== '-')).toHaveLength(1)
  })

  it('runs jobs once: a newsletter sent through the process without jobs is mailed by the other, once to each reader', async () => {
    const [first, second] = ports
    const auth = { authorization: `JWT ${await staffToken()}` }
    const apiAuth = { authorization: `Bearer ${await signedIn('v1')}` }
    const active = await direct(first, '/api/cms/subscribers?where[status][equals]=active&limit=100&depth=0', {
      headers: auth,
    })
    const readers = ((await active.json()) as { docs: { email: string }[] }).docs.map((d) => d.email).sort()
    expect(readers.length).toBeGreaterThanOrEqual(2)
    const issues = await direct(first, '/api/cms/posts?where[boardSeq][equals]=4&sort=-publishedAt&limit=1&depth=0', {
      headers: auth,
    })
    const issue = ((await issues.json()) as { docs: { id: number }[] }).docs[0] as { id: number }

    const started = await direct(second, `/api/v1/newsletters/${issue.id}/send`, { method: 'POST', headers: apiAuth })
    expect(started.status).toBe(202)
    const progress = async () =>
      (await (await direct(second, `/api/v1/newsletters/${issue.id}/send`, { headers: apiAuth })).json()) as {
        status: string
        sentCount: number
      }
    expect(await msUntil(async () => (await progress()).status === 'sent', 30_000)).toBeLessThan(30_000)
    // One more tick of the newsletter queue (every 5 s) must not mail anyone again.
    await new Promise((r) => setTimeout(r, 6000))
    const mailed = sink.mails.flatMap((mail) => mail.to).filter((to) => readers.includes(to))
    expect(mailed.sort()).toEqual(readers)
    expect((await progress()).sentCount).toBe(readers.length)
  }, 60_000)

  it('loses no acknowledged write when one process is killed while saves go through the front', async () => {
    const [first, second] = ports
    const token = await staffToken()
    const names = Array.from({ length: 40 }, (_, i) => `중단 중 저장 분류 ${i + 1}`)
    let acknowledged = 0
    const victim = servers.find((server) => server.port === second) as Server
    const answers = await Promise.all(
      names.map(async (name, i) => {
        // Spread over time so the kill lands in the middle of the burst.
        await new Promise((r) => setTimeout(r, i * 15))
        const answer = await viaFront('/api/cms/qna-categories', 'kill', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
          body: JSON.stringify({ name }),
        })
        if (answer.status === 201 && ++acknowledged === 8) victim.child.kill('SIGKILL')
        return answer.status
      }),
    )
    const { child } = victim
    await new Promise((resolve) =>
      child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve(0),
    )
    expect(victim.child.signalCode).toBe('SIGKILL')
    // Writes the dead process had not answered may be refused (502); none is acknowledged and then missing.
    expect(answers.filter((status) => status !== 201 && status !== 502)).toEqual([])
    const listed = await direct(first, '/api/cms/qna-categories?limit=500&depth=0', {
      headers: { authorization: `JWT ${token}` },
    })
    const saved = new Set(((await listed.json()) as { docs: { name: string }[] }).docs.map((d) => d.name))
    const lost = names.filter((name, i) => answers[i] === 201 && !saved.has(name))
    expect(lost).toEqual([])
    expect(await upstreamsOf('kill', names.length)).toContain(String(second))
    // The front goes on answering from the process that is left.
    expect((await viaFront('/index', 'after-kill')).status).toBe(200)
    const after = await viaFront('/api/cms/qna-categories', 'after-kill', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ name: '남은 서버로 저장' }),
    })
    expect(after.status).toBe(201)
  })
})
