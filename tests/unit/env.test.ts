import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '@/lib/env'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'env-test-'))

function issuesOf(source: Record<string, string>): string[] {
  try {
    parseEnv({ DATA_DIR: dataDir(), ...source })
  } catch (error) {
    if (error instanceof EnvError) return error.issues
    throw error
  }
  return []
}

describe('configuration', () => {
  it('defaults to SQLite under the data directory and port 3000', () => {
    const dir = dataDir()
    const env = parseEnv({ DATA_DIR: dir })
    expect(env.databaseDialect).toBe('sqlite')
    expect(env.databaseUrl).toBe(`file:${path.join(dir, 'site.db')}`)
    expect(env.PORT).toBe(3000)
    expect(env.siteUrl).toBe('http://localhost:3000')
    expect(env.ADMIN_USER_ID).toBe('admin')
  })

  it('chooses PostgreSQL for a postgres:// URL', () => {
    const env = parseEnv({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db' })
    expect(env.databaseDialect).toBe('postgres')
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PAYLOAD_SECRET: 'short' }, 'PAYLOAD_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-address' }, 'ADMIN_EMAIL'],
    [{ ADMIN_USER_ID: '1x' }, 'ADMIN_USER_ID'],
    [{ LOCALE_STRATEGY: 'sometimes' }, 'LOCALE_STRATEGY'],
    [{ SITE_URL: 'ftp://example.com' }, 'SITE_URL'],
  ])('rejects %o with a message naming %s', (source, variable) => {
    const issues = issuesOf(source)
    expect(issues.length).toBeGreaterThan(0)
    expect(issues.join('\n')).toContain(variable)
  })

  it('generates a secret into the data directory once and reuses it', () => {
    const dir = dataDir()
    const first = parseEnv({ DATA_DIR: dir, NODE_ENV: 'production' })
    const second = parseEnv({ DATA_DIR: dir, NODE_ENV: 'production' })
    expect(first.payloadSecret.length).toBeGreaterThanOrEqual(32)
    expect(second.payloadSecret).toBe(first.payloadSecret)
    expect(readFileSync(path.join(dir, 'payload-secret'), 'utf8')).toBe(first.payloadSecret)
  })

  it('prefers PAYLOAD_SECRET from the environment', () => {
    const secret = 'x'.repeat(40)
    expect(parseEnv({ DATA_DIR: dataDir(), PAYLOAD_SECRET: secret }).payloadSecret).toBe(secret)
  })
})

describe('test mode', () => {
  it('is refused when the site is reachable under a public host name', () => {
    expect(issuesOf({ TEST_MODE: 'true', SITE_URL: 'https://www.greenclimate.or.kr' })[0]).toMatch(/^TEST_MODE/)
    expect(issuesOf({ TEST_MODE: '1', SITE_URL: 'http://10.0.0.5:3000' })[0]).toMatch(/^TEST_MODE/)
  })

  it('is allowed on loopback addresses only', () => {
    for (const SITE_URL of ['http://127.0.0.1:3200', 'http://localhost:3000', 'http://[::1]:3000']) {
      expect(parseEnv({ DATA_DIR: dataDir(), TEST_MODE: 'true', SITE_URL }).TEST_MODE).toBe(true)
    }
    expect(parseEnv({ DATA_DIR: dataDir(), TEST_MODE: 'true' }).TEST_MODE).toBe(true)
  })

  it('keeps a public site working when test mode is off', () => {
    expect(parseEnv({ DATA_DIR: dataDir(), SITE_URL: 'https://www.greenclimate.or.kr' }).TEST_MODE).toBe(false)
  })

  it('defaults the Q&A retention to three years', () => {
    expect(parseEnv({ DATA_DIR: dataDir() }).QNA_RETENTION_DAYS).toBe(1095)
  })
})
