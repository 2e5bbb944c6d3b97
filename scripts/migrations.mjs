// Migrations for both dialects.
//   create NAME  writes a migration for SQLite and one for PostgreSQL from the current collections
//   check        fails when the collections changed without a migration for each dialect
//   reset        (before the first release only) replaces all migrations with one new `initial` per dialect
// PostgreSQL needs a server to compare against: MIGRATIONS_DATABASE_URL, else TEST_DATABASE_URL.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { root, run } from './lib.mjs'

const [mode, name = 'change'] = process.argv.slice(2)
const postgresUrl = process.env.MIGRATIONS_DATABASE_URL || process.env.TEST_DATABASE_URL
const scratch = mkdtempSync(path.join(tmpdir(), 'migrations-'))
const only = process.env.MIGRATION_DIALECTS?.split(',')
const dialects = [
  { name: 'sqlite', url: `file:${path.join(scratch, 'scratch.db')}` },
  { name: 'postgres', url: postgresUrl },
].filter((d) => !only || only.includes(d.name))

const files = (dialect) => new Set(readdirSync(path.join(root, 'src/migrations', dialect)))

if (mode === 'reset') {
  for (const dialect of dialects) {
    const dir = path.join(root, 'src/migrations', dialect.name)
    for (const f of readdirSync(dir)) if (/^\d/.test(f)) rmSync(path.join(dir, f))
    writeFileSync(path.join(dir, 'index.ts'), 'export const migrations = []\n')
  }
}

let failed = false
for (const dialect of dialects) {
  if (!dialect.url) {
    console.error(`✖ ${dialect.name}: set MIGRATIONS_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL database`)
    failed = true
    continue
  }
  const before = files(dialect.name)
  const indexFile = path.join(root, 'src/migrations', dialect.name, 'index.ts')
  const index = readFileSync(indexFile, 'utf8')
  const migrationName = mode === 'check' ? 'pending-check' : mode === 'reset' ? 'initial' : name
  const args = ['migrate:create', migrationName, '--skip-empty']
  const { code, output } = await run('payload', args, {
    quiet: true,
    env: { DATABASE_URL: dialect.url, DATA_DIR: scratch, NODE_ENV: 'development' },
  })
  const added = [...files(dialect.name)].filter((f) => !before.has(f))
  if (code !== 0) {
    process.stderr.write(output)
    console.error(`✖ ${dialect.name}: migrate:create failed (exit ${code})`)
    failed = true
  } else if (mode === 'check') {
    if (added.length) {
      for (const f of added) rmSync(path.join(root, 'src/migrations', dialect.name, f))
      writeFileSync(indexFile, index)
      console.error(
        `✖ ${dialect.name}: the collections changed without a migration (run: npm run migrate:create -- <name>)`,
      )
      failed = true
    } else {
      console.log(`✓ ${dialect.name}: migrations match the collections`)
    }
  } else {
    console.log(added.length ? `✓ ${dialect.name}: ${added.join(', ')}` : `= ${dialect.name}: no changes`)
  }
}
rmSync(scratch, { recursive: true, force: true })
process.exit(failed ? 1 : 0)
