import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  checkSqliteFile,
  codeMigrations,
  convertValue,
  migrationProblem,
  parseArgs,
  Refusal,
  rowsPerInsert,
} from '../../scripts/db-copy-lib.mjs'
import { projectRoot } from '../support/import-graph'

describe('db:copy-to-postgres, before any database is opened', () => {
  it('reads --from as a file: URL or a path, and --replace; anything else is refused with the usage line', () => {
    expect(parseArgs(['--', '--from', 'file:/srv/data/site.db'])).toEqual({ from: '/srv/data/site.db', replace: false })
    expect(parseArgs(['--from=/srv/site.db', '--replace'])).toEqual({ from: '/srv/site.db', replace: true })
    expect(() => parseArgs([])).toThrow(Refusal)
    expect(() => parseArgs(['--from', 'a.db', '--force'])).toThrow(/unknown argument "--force"; usage:/)
  })

  it('takes only a file that starts like a SQLite database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'db-copy-lib-'))
    const text = path.join(dir, 'notes.db')
    writeFileSync(text, 'SQLite? no, just text')
    expect(() => checkSqliteFile(text)).toThrow(`the source ${text} is not a SQLite database file`)
    expect(() => checkSqliteFile(path.join(dir, 'missing.db'))).toThrow('does not exist')
    expect(() => checkSqliteFile(dir)).toThrow('does not exist')
    const real = path.join(dir, 'site.db')
    writeFileSync(real, Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), Buffer.alloc(84)]))
    expect(() => checkSqliteFile(real)).not.toThrow()
  })

  it("compares each database with this version's migrations of its own dialect", () => {
    const sqlite = codeMigrations(projectRoot, 'sqlite')
    const postgres = codeMigrations(projectRoot, 'postgres')
    expect(sqlite[0]).toMatch(/^\d{8}_\d{6}_initial$/)
    // The same changes under other names: why each side is compared with its own folder, not with the other side.
    expect(postgres.some((m) => m.endsWith('_initial'))).toBe(true)
    expect(postgres).not.toEqual(sqlite)
    expect(migrationProblem(sqlite, sqlite)).toBeNull()
    expect(migrationProblem(sqlite.slice(0, -1), sqlite)).toContain(
      `lacks 1 migration(s) of this version (${sqlite.at(-1)})`,
    )
    expect(migrationProblem([...sqlite, '20991231_000000_future'], sqlite)).toContain(
      'has migrations this version of the site does not know (20991231_000000_future)',
    )
  })
})

describe('db:copy-to-postgres converts by the target column type', () => {
  it('turns 0/1 into booleans and keeps null as null', () => {
    expect(convertValue(1n, 'boolean')).toBe(true)
    expect(convertValue(0n, 'boolean')).toBe(false)
    expect(convertValue(0, 'boolean')).toBe(false)
    expect(convertValue(null, 'boolean')).toBeNull()
    expect(convertValue(null, 'jsonb')).toBeNull()
  })

  it('keeps ISO dates and JSON text for the cast, and turns millisecond numbers into dates', () => {
    expect(convertValue('2026-11-25T10:00:00.000Z', 'timestamp(3) with time zone')).toBe('2026-11-25T10:00:00.000Z')
    expect(convertValue(1_764_064_800_000n, 'timestamp(3) with time zone')).toBe('2025-11-25T10:00:00.000Z')
    expect(convertValue('{"a":[1,2]}', 'jsonb')).toBe('{"a":[1,2]}')
  })

  it('passes integers as exact text, so no id beyond 2^53 loses a digit', () => {
    expect(convertValue(9_007_199_254_740_993n, 'bigint')).toBe('9007199254740993')
    expect(convertValue(3.5, 'numeric')).toBe('3.5')
    expect(convertValue('enum value', 'enum_posts_status')).toBe('enum value')
  })

  it('stays under PostgreSQL’s parameter limit however wide the table', () => {
    expect(rowsPerInsert(10)).toBe(500)
    expect(rowsPerInsert(300) * 300).toBeLessThanOrEqual(65_535)
    expect(rowsPerInsert(100_000)).toBe(1)
  })
})
