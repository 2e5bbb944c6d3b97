import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { payloadRun, runCli } from '../support/run-cli'
import { dialect, resetPostgres } from '../support/test-payload'

/**
 * `npm run db:copy-to-postgres`: a SQLite site's content moved into PostgreSQL, run as an operator runs it. The
 * refusals that need no PostgreSQL run in both integration runs; the copy itself in the PostgreSQL run, where
 * TEST_DATABASE_URL is the target.
 */
const copy = (args: string[], env: Record<string, string>) =>
  runCli('node', ['scripts/db-copy-to-postgres.mjs', ...args], env)

type ProbeState = {
  counts: Record<string, number>
  post: {
    id: number
    title: string
    boardSeq: number
    category: string | null
    expectedCategory: string | null
    attachments: string[]
  } | null
  qna: {
    id: number
    isSecret: boolean
    passwordHash: string
    opensWithPassword: boolean
    opensWithWrongPassword: boolean
  }
  adminSignsIn: boolean
  moverSignsIn: boolean
  siteName: string | null
  maxPostId: number
  deletedPostId: number | null
  newPostId: number | null
}

function probe(env: Record<string, string>, ...args: string[]): ProbeState {
  // The Q&A service is server-only code; this condition lets a script load it, as in scripts/bench-boards.ts.
  const { code, output } = payloadRun(
    'tests/support/db-copy-probe.ts',
    { ...env, NODE_OPTIONS: '--conditions=react-server' },
    ...args,
  )
  if (code !== 0) throw new Error(`db-copy-probe failed (${code}):\n${output}`)
  const line = output.split('\n').find((l) => l.startsWith('PROBE '))
  return JSON.parse(line?.slice(6) ?? 'null') as ProbeState
}

/** An empty SQLite database file: a real SQLite file, but not a database of this site. */
async function emptySqliteFile(dir: string) {
  const file = path.join(dir, 'empty.db')
  const client = createClient({ url: `file:${file}` })
  await client.execute('CREATE TABLE notes (id integer PRIMARY KEY, body text)')
  client.close()
  return file
}

describe(`db:copy-to-postgres refuses before touching anything (${dialect} run)`, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'db-copy-refusals-'))
  const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://nobody@127.0.0.1:1/none'
  const env = { DATA_DIR: dir, DATABASE_URL: pgUrl }

  it('refuses a source that is not a SQLite file, or is missing, or no source at all', () => {
    const notSqlite = path.join(dir, 'site.db')
    writeFileSync(notSqlite, 'this is a text file, not a database\n')
    const broken = copy(['--from', `file:${notSqlite}`], env)
    expect(broken.code, broken.output).toBe(2)
    expect(broken.output).toContain(`the source ${notSqlite} is not a SQLite database file`)

    const missing = copy(['--from', path.join(dir, 'nope.db')], env)
    expect(missing.code, missing.output).toBe(2)
    expect(missing.output).toContain('does not exist')

    const none = copy([], env)
    expect(none.code, none.output).toBe(2)
    expect(none.output).toContain('usage: DATABASE_URL=postgres://… npm run db:copy-to-postgres -- --from')
  })

  it('refuses a target that is not PostgreSQL', async () => {
    const source = await emptySqliteFile(dir)
    const result = copy(['--from', source], { ...env, DATABASE_URL: `file:${path.join(dir, 'other.db')}` })
    expect(result.code, result.output).toBe(2)
    expect(result.output).toContain('the target DATABASE_URL is not a postgres:// database')
    expect(result.output.trim().split('\n')).toHaveLength(1)
  })
})

if (dialect === 'postgres') {
  describe('db:copy-to-postgres moves a seeded SQLite site into PostgreSQL', () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'db-copy-source-'))
    const targetDir = mkdtempSync(path.join(tmpdir(), 'db-copy-target-'))
    const sourceFile = path.join(sourceDir, 'site.db')
    const common = { ADMIN_PASSWORD: 'Copy2026!ok', JOBS_AUTORUN: 'off' }
    const sourceEnv = { ...common, DATA_DIR: sourceDir, DATABASE_URL: `file:${sourceFile}` }
    const targetUrl = process.env.TEST_DATABASE_URL as string
    const targetEnv = { ...common, DATA_DIR: targetDir, DATABASE_URL: targetUrl }
    let deletedPostId = 0

    async function targetRows() {
      const { default: pg } = await import('pg')
      const client = new pg.Client({ connectionString: targetUrl })
      await client.connect()
      try {
        const { rows } = await client.query(
          'SELECT (SELECT COUNT(*) FROM posts)::int AS posts, (SELECT COUNT(*) FROM users)::int AS users, (SELECT MAX(id) FROM posts) AS "maxPost"',
        )
        return rows[0]
      } finally {
        await client.end()
      }
    }

    beforeAll(async () => {
      mkdirSync(sourceDir, { recursive: true })
      const seeded = payloadRun('src/seed/run.ts', sourceEnv)
      expect(seeded.code, seeded.output).toBe(0)
      deletedPostId = Number(probe(sourceEnv, 'fill').deletedPostId)
      await resetPostgres(targetUrl)
    }, 240_000)

    it('refuses a target without the schema, and a source that is no database of this site', async () => {
      const unmigrated = copy(['--from', `file:${sourceFile}`], targetEnv)
      expect(unmigrated.code, unmigrated.output).toBe(2)
      expect(unmigrated.output).toContain('npm run migrate')

      const migrated = runCli('payload', ['migrate'], targetEnv)
      expect(migrated.code, migrated.output).toBe(0)

      const foreign = copy(['--from', await emptySqliteFile(sourceDir)], targetEnv)
      expect(foreign.code, foreign.output).toBe(2)
      expect(foreign.output).toContain('has no payload_migrations table')
      expect(await targetRows()).toMatchObject({ posts: 0, users: 0 })
    }, 120_000)

    it('copies every row: the same content, secrets, passwords and fresh ids on PostgreSQL', () => {
      const result = copy(['--from', `file:${sourceFile}`], targetEnv)
      expect(result.code, result.output).toBe(0)
      expect(result.output).toMatch(/^ {2}posts +\d+ rows$/m)
      expect(result.output).toMatch(/Copied \d+ rows of \d+ tables in [\d.]+ s; every table's row count matches/)
      expect(result.output).toContain('Uploads were not touched')

      const before = probe(sourceEnv)
      const after = probe(targetEnv)
      expect(after.counts).toEqual(before.counts)
      expect(after.counts.posts).toBeGreaterThan(1)
      expect(after.post).toEqual(before.post)
      expect(after.post?.title).toBe('이전 확인용 게시글')
      expect(after.post?.category).toBe(after.post?.expectedCategory)
      expect(after.post?.category).toMatch(/\S/)
      expect(after.post?.attachments).toEqual(['이전 안내.pdf'])
      expect(after.qna).toEqual(before.qna)
      expect(after.qna.isSecret).toBe(true)
      expect(after.qna.opensWithPassword).toBe(true)
      expect(after.qna.opensWithWrongPassword).toBe(false)
      expect(after.adminSignsIn).toBe(true)
      expect(after.moverSignsIn).toBe(true)
      expect(after.siteName).toBe(before.siteName)

      // Past every id SQLite ever gave out, the deleted newest post's included: an old link or unlock opens nothing new.
      const next = probe(targetEnv, 'new-post')
      expect(deletedPostId).toBeGreaterThan(Number(before.maxPostId))
      expect(Number(next.newPostId)).toBeGreaterThan(deletedPostId)
    }, 240_000)

    it('refuses a second copy onto a target with content, and replaces it only with --replace', async () => {
      const held = await targetRows()
      const again = copy(['--from', `file:${sourceFile}`], targetEnv)
      expect(again.code, again.output).toBe(2)
      expect(again.output).toContain('already holds content')
      expect(again.output).toContain('--replace')
      expect(await targetRows()).toEqual(held)

      const replaced = copy(['--from', `file:${sourceFile}`, '--replace'], targetEnv)
      expect(replaced.code, replaced.output).toBe(0)
      const now = await targetRows()
      expect(now.posts).toBe(held.posts - 1) // the post written on PostgreSQL is gone: the target is the source again
      expect(now.users).toBe(held.users)
    }, 120_000)

    it('keeps the target as it was when a row cannot be copied, and names the table', async () => {
      // A copy of the site with one date no database could read, in a table copied after dozens of others.
      const broken = path.join(sourceDir, 'broken.db')
      const client = createClient({ url: `file:${sourceFile}` })
      await client.execute(`VACUUM INTO '${broken}'`)
      client.close()
      const edit = createClient({ url: `file:${broken}` })
      await edit.execute("UPDATE posts SET published_at = '어제 오후' WHERE id = (SELECT MAX(id) FROM posts)")
      edit.close()

      const held = await targetRows()
      const result = copy(['--from', `file:${broken}`, '--replace'], targetEnv)
      expect(result.code, result.output).toBe(1)
      expect(result.output).toContain('failed, nothing was changed in the target: table posts:')
      expect(result.output).not.toMatch(/^\s+at /m) // no stack trace
      expect(await targetRows()).toEqual(held)
      expect(probe(targetEnv).post?.title).toBe('이전 확인용 게시글')
    }, 120_000)
  })
}
