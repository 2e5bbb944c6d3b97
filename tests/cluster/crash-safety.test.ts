/**
 * Crash safety: the server is killed with SIGKILL while 50 visitors post Q&A questions at once, then started
 * again. Every question that was acknowledged (201) must be there afterwards and whole (every field as sent, the
 * password still opening it). Five rounds, on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 * Started by scripts/test.mjs after the production build, with the other multi-process tests.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { payloadRun } from '../support/run-cli'
import { resetPostgres } from '../support/test-payload'

const port = Number(process.env.CRASH_TEST_PORT) || 3650
const base = `http://127.0.0.1:${port}`
const rounds = 5
const writers = 50
const adminPassword = 'Crash2026!safe'

const dialects: { name: string; databaseUrl: (dir: string) => string }[] = [
  { name: 'sqlite', databaseUrl: (dir) => `file:${path.join(dir, 'site.db')}` },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres', databaseUrl: () => process.env.TEST_DATABASE_URL as string }]
    : []),
]

let server: ChildProcess | null = null

function serverEnv(dataDir: string, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SITE_URL: `http://localhost:${port}`,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'error',
    // Loopback only: the captcha is not solved in this test, and the test sets each writer's address.
    TEST_MODE: 'true',
    TRUSTED_PROXY: '127.0.0.1,::1',
  }
}

async function firstCategory() {
  const answer = (await (await fetch(`${base}/api/v1/qna-categories`)).json()) as { categories: { id: string }[] }
  const category = answer.categories[0]?.id as string
  expect(category).toMatch(/^\d+$/)
  return category
}
/** Answers other than 201 that came back before a kill: a sign that the test, not the server, went wrong. */
const refusals: string[] = []
/** Every question sent, acknowledged or not, by title: whatever the database kept must be one of these, whole. */
const sentByTitle = new Map<string, Sent>()

function start(env: Record<string, string>) {
  server = spawn('node', ['server.mjs'], { env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore' })
  return waitForHealth()
}

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('the server did not start')
}

function kill(signal: NodeJS.Signals) {
  const child = server
  server = null
  if (!child || child.exitCode !== null) return Promise.resolve()
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}

afterEach(async () => {
  await kill('SIGKILL')
})

type Sent = { title: string; content: string; name: string; email: string; password: string }

/** One visitor's question; each writer has its own address so the per-address write limit does not interfere. */
async function write(round: number, writer: number, category: string): Promise<{ sent: Sent; id: string } | null> {
  const sent: Sent = {
    title: `충돌 시험 ${round}-${writer} 단열 기준 문의`,
    content: `${round}회차 ${writer}번째 질문입니다. 외벽 단열재 두께 기준을 알고 싶습니다. `.repeat(5).trim(),
    name: '시험자',
    email: `writer${writer}@example.com`,
    password: `Crash${round}x${writer}!`,
  }
  sentByTitle.set(sent.title, sent)
  const answer = await postJson(
    '/api/v1/qna',
    { ...sent, category, isSecret: true, consent: true, altcha: 'test-mode' },
    {
      'x-forwarded-for': `198.18.${round}.${writer + 1}`,
    },
  )
  // No answer: the connection died with the server, so nothing was promised.
  if (!answer) return null
  if (answer.status !== 201) {
    refusals.push(`${answer.status} ${answer.body.slice(0, 200)}`)
    return null
  }
  return { sent, id: (JSON.parse(answer.body) as { id: string }).id }
}

/**
 * One POST on a connection of its own (no keep-alive), so a request never lands on a socket of a server
 * killed in an earlier round. Resolves to null when the connection breaks.
 */
function postJson(pathname: string, body: unknown, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string } | null>((resolve) => {
    const payload = JSON.stringify(body)
    const req = request(
      `${base}${pathname}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
        res.on('error', () => resolve(null))
      },
    )
    req.on('error', () => resolve(null))
    req.end(payload)
  })
}

describe.each(dialects)('crash safety on $name', ({ name, databaseUrl }) => {
  it(`stores every one of ${writers} concurrent Q&A writes when nothing crashes`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `load-${name}-`))
    const env = serverEnv(dataDir, databaseUrl(dataDir))
    if (name === 'postgres') await resetPostgres(env.DATABASE_URL as string)
    const seeded = payloadRun('src/seed/run.ts', env)
    expect(seeded.code, seeded.output).toBe(0)
    await start(env)
    const category = await firstCategory()
    const results = await Promise.all(Array.from({ length: writers }, (_, writer) => write(0, writer, category)))
    expect(refusals).toEqual([])
    const acknowledged = results.filter((r): r is { sent: Sent; id: string } => r !== null)
    expect(acknowledged).toHaveLength(writers)
    const query = `pageSize=100&searchKind=title&searchText=${encodeURIComponent('충돌 시험 0-')}`
    const rows = ((await (await fetch(`${base}/api/v1/qna?${query}`)).json()) as { rows: { id: string }[] }).rows
    expect(rows.map((r) => r.id).sort()).toEqual(acknowledged.map((a) => a.id).sort())
    await kill('SIGTERM')
  }, 300_000)

  it(`keeps every acknowledged Q&A write whole across ${rounds} SIGKILLs during ${writers} concurrent writes`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `crash-${name}-`))
    const env = serverEnv(dataDir, databaseUrl(dataDir))
    if (name === 'postgres') await resetPostgres(env.DATABASE_URL as string)
    const seeded = payloadRun('src/seed/run.ts', env)
    expect(seeded.code, seeded.output).toBe(0)

    await start(env)
    const category = await firstCategory()

    const acknowledged: { sent: Sent; id: string }[] = []
    const killedWithPending: number[] = []
    for (let round = 1; round <= rounds; round++) {
      if (!server) await start(env)
      let settled = 0
      let acked = 0
      let killing: Promise<void> | null = null
      let pendingAtKill = 0
      const writes = Array.from({ length: writers }, (_, writer) =>
        write(round, writer, category).then((result) => {
          settled++
          if (result) acked++
          // The signal goes out the moment the round's first answers are in, while the rest are still being
          // written: answers come back in a burst, so waiting on a timer would find them all done.
          if (!killing && acked >= round) {
            pendingAtKill = writers - settled
            killing = kill('SIGKILL')
          }
          return result
        }),
      )
      const results = await Promise.all(writes)
      await (killing ?? kill('SIGKILL'))
      for (const result of results) if (result) acknowledged.push(result)
      killedWithPending.push(pendingAtKill)
    }
    // The kills really interrupted writes in flight, and some writes were acknowledged before them.
    expect(killedWithPending.filter((pending) => pending > 0).length).toBeGreaterThanOrEqual(3)
    expect(acknowledged.length).toBeGreaterThan(0)

    await start(env)
    const signIn = await fetch(`${base}/api/v1/signin?userId=admin&password=${encodeURIComponent(adminPassword)}`, {
      method: 'POST',
    })
    expect(signIn.status).toBe(200)
    const { accessToken } = (await signIn.json()) as { accessToken: string }
    const missing: string[] = []
    for (const { sent, id } of acknowledged) {
      const view = await fetch(`${base}/api/v1/qna/${id}`, { headers: { authorization: `Bearer ${accessToken}` } })
      if (view.status !== 200) {
        missing.push(`${id}: ${view.status}`)
        continue
      }
      const body = (await view.json()) as { title: string; content: string; status: string; isSecret: boolean }
      expect(body).toMatchObject({ title: sent.title, content: sent.content, status: 'waiting', isSecret: true })
    }
    expect(missing, 'acknowledged writes lost').toEqual([])
    // Nothing half-written either: every crash-test question the database kept, acknowledged or not, is whole.
    const stored: { id: string; title: string }[] = []
    for (let pageNo = 1; ; pageNo++) {
      const query = `pageNo=${pageNo}&pageSize=100&searchKind=title&searchText=${encodeURIComponent('충돌 시험')}`
      const list = (await (await fetch(`${base}/api/v1/qna?${query}`)).json()) as {
        rows: { id: string; title: string }[]
        totalPages: number
      }
      stored.push(...list.rows)
      if (pageNo >= list.totalPages) break
    }
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length)
    for (const row of stored) {
      const sent = sentByTitle.get(row.title)
      expect(sent, row.title).toBeDefined()
      const view = await fetch(`${base}/api/v1/qna/${row.id}`, { headers: { authorization: `Bearer ${accessToken}` } })
      expect(((await view.json()) as { content: string }).content).toBe(sent?.content)
    }
    // Whole, down to the password hash: a sample of the survivors still opens with its own password.
    for (const { sent, id } of acknowledged.slice(0, 5)) {
      const unlock = await fetch(`${base}/api/v1/qna/${id}/unlock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: sent.password }),
      })
      expect(unlock.status).toBe(200)
    }
    console.log(
      `crash safety on ${name}: ${acknowledged.length} acknowledged writes kept, ${stored.length} stored and whole, ` +
        `over ${rounds} kills ` +
        `(writes in flight at each kill: ${killedWithPending.join(', ')})`,
    )
    await kill('SIGTERM')
  }, 600_000)
})
