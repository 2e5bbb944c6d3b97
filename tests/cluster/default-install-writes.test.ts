/**
 * The configuration users run, under the writes of a normal busy minute: `npm run serve` (scripts/serve.mjs: seed,
 * the build as it is, then server.mjs) with two workers, on SQLite and then on PostgreSQL when TEST_DATABASE_URL is
 * set. After a warm-up that renders pages and admin screens in every worker, a burst of staff saves, sign-ins of one
 * account, password-reset requests, visitors' questions, newsletter sign-ups and post views goes out at once. Then:
 *
 * - nothing answered 5xx and every write got the answer it should;
 * - every acknowledged save and question is found by reads that reach every worker, every session works;
 * - ten sign-ins and ten saves, one at a time, all succeed (a worker left broken fails every other one);
 * - the server's log holds no SQLITE_BUSY;
 * - on SQLite, a worker killed with SIGKILL during 40 saves loses no acknowledged save, and its replacement writes.
 *
 * On the code before docs/decisions/0035-sqlite-on-every-core.md, the SQLite run answered 8–32 of 40 saves with 500
 * and left one worker failing every other sign-in. Started by scripts/test.mjs after the production build.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import * as load from '../../scripts/write-load.mjs'
import { resetPostgres } from '../support/test-payload'

const basePort = Number(process.env.WRITES_TEST_PORT) || 3680
const adminPassword = 'Writes2026!ok'
const adminEmail = 'admin@greenclimate.test'
const workers = 2
const root = path.resolve(import.meta.dirname, '../..')

type Dialect = { name: 'sqlite' | 'postgres'; databaseUrl: (dir: string) => string }
const dialects: Dialect[] = [
  { name: 'sqlite', databaseUrl: (dir) => `file:${path.join(dir, 'site.db')}` },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, databaseUrl: () => process.env.TEST_DATABASE_URL as string }]
    : []),
]

type Server = { child: ChildProcess; base: string; logFile: string }
const running: Server[] = []

/** `npm run serve` as the README runs it, with two workers and the settings the load needs (scripts/write-load.mjs). */
async function serve(dialect: Dialect, port: number): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `writes-${dialect.name}-`))
  if (dialect.name === 'postgres') await resetPostgres(dialect.databaseUrl(dataDir))
  const logFile = path.join(dataDir, 'server.log')
  const log = createWriteStream(logFile)
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: dialect.databaseUrl(dataDir),
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      ADMIN_PASSWORD: adminPassword,
      ADMIN_EMAIL: adminEmail,
      WEB_CONCURRENCY: String(workers),
      TEST_MODE: 'true',
      TRUSTED_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const server = { child, base: `http://127.0.0.1:${port}`, logFile }
  running.push(server)
  const started = Date.now()
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`npm run serve stopped: ${readFileSync(logFile, 'utf8').slice(-2000)}`)
    const health = await load.send(server.base, '/api/health')
    if (health.status === 200) return server
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('npm run serve did not answer /api/health in 180 s')
}

async function stop(server: Server) {
  if (server.child.exitCode !== null) return
  server.child.kill('SIGTERM')
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.child.kill('SIGKILL')
      resolve(null)
    }, 30_000)
    server.child.once('exit', () => {
      clearTimeout(timer)
      resolve(null)
    })
  })
}

afterAll(async () => {
  await Promise.all(running.map(stop))
})

/**
 * The pids of the server's workers: the children of server.mjs, itself a child of scripts/serve.mjs (which may have
 * other children just then, such as a build finishing). `ps` answers 1 when a process has no children.
 */
function workerPids(server: Server): number[] {
  const children = (pid: number) => {
    let listing = ''
    try {
      listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    } catch {}
    return listing
      .split('\n')
      .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .map((match) => ({ pid: Number(match[1]), args: match[2] ?? '' }))
  }
  const primary = children(server.child.pid as number).find((child) => child.args.includes('server.mjs'))
  return primary ? children(primary.pid).map((child) => child.pid) : []
}

describe.each(dialects.map((dialect, i) => ({ dialect, port: basePort + i })))(
  'the default install with two workers on $dialect.name',
  ({ dialect, port }) => {
    let server: Server
    let token: string
    let context: Parameters<typeof load.burst>[2]

    it('serves after a warm-up that reaches every worker', { timeout: 300_000 }, async () => {
      server = await serve(dialect, port)
      const signedIn = await load.signIn(server.base, 'admin', adminPassword)
      expect(signedIn.answer.status).toBe(200)
      token = signedIn.token as string
      const statuses = await load.warmUp(server.base, { token, workers })
      expect(statuses.filter((status: number) => status !== 200)).toEqual([])
      context = {
        tag: `W${dialect.name}${Date.now()}`,
        token,
        userId: 'admin',
        password: adminPassword,
        resetEmail: adminEmail,
        categoryId: await load.firstQnaCategory(server.base),
        noticeId: await load.aPublishedNotice(server.base),
      }
      expect(context.noticeId).toMatch(/^\d+$/)
    })

    it('keeps every acknowledged write and session of a mixed burst, with no 5xx', { timeout: 120_000 }, async () => {
      const outcomes = await load.burst(
        server.base,
        { save: 40, signin: 8, reset: 2, question: 6, signup: 6, view: 10 },
        context,
      )
      const table = load.statusesByKind(outcomes)
      console.log(`${dialect.name}: ${JSON.stringify(table)}`)
      expect(outcomes.filter((o: { status: number }) => o.status >= 500 || o.status === 0)).toEqual([])
      expect(outcomes.filter((o: { ok: boolean }) => !o.ok).map((o: { kind: string; status: number }) => o)).toEqual([])
      const tokens = outcomes.flatMap((o: { token?: string }) => (o.token ? [o.token] : []))
      expect(tokens).toHaveLength(8)
      const working = await Promise.all(tokens.map((t: string) => load.tokenWorks(server.base, t)))
      expect(working.filter((works: boolean) => !works)).toEqual([])
      expect(await load.missingRecords(server.base, token, outcomes, { tag: context.tag })).toEqual([])
    })

    it('answers ten sign-ins and ten saves in a row afterwards: no worker left broken', async () => {
      const failures = await load.sequentialProbe(server.base, {
        userId: 'admin',
        password: adminPassword,
        token,
        tag: context.tag,
      })
      expect(failures).toEqual([])
    })

    // On SQLite, where the workers share one file: PostgreSQL's crash safety is tests/cluster/several-servers.test.ts.
    if (dialect.name === 'sqlite')
      it('loses no acknowledged save when a worker is killed with SIGKILL during 40 saves, and its replacement writes', {
        timeout: 120_000,
      }, async () => {
        const before = workerPids(server)
        expect(before).toHaveLength(workers)
        const tag = `K${Date.now()}`
        const saves = load.burst(server.base, { save: 40 }, { ...context, tag })
        await new Promise((r) => setTimeout(r, 150))
        process.kill(before[0] as number, 'SIGKILL')
        const outcomes = await saves
        const acknowledged = outcomes.filter((o: { ok: boolean }) => o.ok)
        console.log(`SIGKILL during 40 saves: ${acknowledged.length} acknowledged`, load.statusesByKind(outcomes))
        expect(acknowledged.length).toBeGreaterThan(0)
        // Answers cut off by the kill are 0 (no answer); none of those that came back is a 5xx.
        expect(outcomes.filter((o: { status: number }) => o.status >= 500)).toEqual([])

        // The primary starts another worker in its place.
        const started = Date.now()
        let after = workerPids(server)
        while ((after.length < workers || after.includes(before[0] as number)) && Date.now() - started < 60_000) {
          await new Promise((r) => setTimeout(r, 250))
          after = workerPids(server)
        }
        expect(after).toHaveLength(workers)
        expect(after).not.toContain(before[0])
        await new Promise((r) => setTimeout(r, 2000))

        expect(await load.missingRecords(server.base, token, outcomes, { tag })).toEqual([])
        // Writes go through every worker, the replacement included (new connections reach each in turn).
        expect(
          await load.sequentialProbe(server.base, { userId: 'admin', password: adminPassword, token, tag, count: 6 }),
        ).toEqual([])
      })

    it('leaves no SQLITE_BUSY in the server log', async () => {
      const log = readFileSync(server.logFile, 'utf8')
      expect(log.match(/.*SQLITE_BUSY.*/g)?.slice(0, 3) ?? []).toEqual([])
      await stop(server)
    })
  },
)
