import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedSteps } from '@/seed'
import { payloadRun, probe } from '../support/run-cli'
import { dialect, resetPostgres } from '../support/test-payload'

/**
 * A whole first start through the CLI: migrations, then every seed step (pages in both languages, banners drawn and
 * resized, notices with their generated PDFs). On a busy 2-core machine that takes close to a minute, so these tests
 * get more than the default 60 s; `npm run bench` is where start-up time is measured.
 */
const wholeSeed = 180_000

describe(`start-up on ${dialect}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'startup-'))
  const env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_USER_ID: 'siteadmin' }

  beforeAll(async () => {
    delete process.env.ADMIN_PASSWORD
    if (dialect === 'postgres') {
      env.DATABASE_URL = process.env.TEST_DATABASE_URL as string
      await resetPostgres(env.DATABASE_URL)
    } else {
      env.DATABASE_URL = `file:${path.join(dataDir, 'site.db')}`
    }
  })

  it(
    'migrates and seeds a fresh database, creating the first admin with a printed one-time password',
    () => {
      const { code, output } = payloadRun('src/seed/run.ts', env)
      expect(code, output).toBe(0)
      expect(output).toContain('아이디 (user id): siteadmin')
      const password = output.match(/비밀번호 \(password\): (\S+)/)?.[1]
      expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{20}$/)
      const state = probe(env)
      expect(state).toEqual({
        usernames: ['siteadmin'],
        siteName: '녹색기후기술원',
        seedSteps: seedSteps.map((s) => s.name),
      })
    },
    wholeSeed,
  )

  it(
    'keeps records and edits across a restart and never reseeds over them',
    () => {
      probe(env, 'edit')
      const { code, output } = payloadRun('src/seed/run.ts', env)
      expect(code, output).toBe(0)
      expect(output).not.toContain('비밀번호 (password)')
      expect(output).toContain('first admin exists')
      const state = probe(env)
      expect(state.usernames).toEqual(['keeper', 'siteadmin'])
      expect(state.siteName).toBe('편집한 사이트 이름')
    },
    wholeSeed,
  )

  it('stops with a message naming a malformed variable', () => {
    const { code, output } = payloadRun('src/seed/run.ts', { ...env, PORT: 'not-a-port' })
    expect(code).not.toBe(0)
    expect(output).toContain('PORT')
    expect(output).not.toMatch(/first admin/)
  })
})
