import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { payloadRun, probe, runCli } from '../support/run-cli'
import { dialect, resetPostgres } from '../support/test-payload'

describe(`backup and restore on ${dialect}`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-'))
  const backups = mkdtempSync(path.join(tmpdir(), 'backup-out-'))
  const env: Record<string, string> = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Backup2026!ok' }
  const upload = path.join(dataDir, 'media', 'kolas-certificate.pdf')

  beforeAll(async () => {
    if (dialect === 'postgres') {
      env.DATABASE_URL = process.env.TEST_DATABASE_URL as string
      await resetPostgres(env.DATABASE_URL)
    } else {
      env.DATABASE_URL = `file:${path.join(dataDir, 'site.db')}`
    }
    const seeded = payloadRun('src/seed/run.ts', env)
    expect(seeded.code, seeded.output).toBe(0)
  })

  it('brings back records and uploads lost after the backup', () => {
    probe(env, 'edit')
    mkdirSync(path.dirname(upload), { recursive: true })
    writeFileSync(upload, '%PDF-1.7 인정서 사본')

    const backup = runCli('node', ['scripts/backup.mjs', '--out', backups], env)
    expect(backup.code, backup.output).toBe(0)
    const [file] = readdirSync(backups)
    expect(file).toMatch(/^backup-\d{8}-\d{6}\.tar\.gz$/)

    probe(env, 'delete-keeper')
    rmSync(upload)
    expect(probe(env).usernames).not.toContain('keeper')

    const restore = runCli('node', ['scripts/restore.mjs', path.join(backups, file as string)], env)
    expect(restore.code, restore.output).toBe(0)
    const state = probe(env)
    expect(state.usernames).toContain('keeper')
    expect(state.siteName).toBe('편집한 사이트 이름')
    expect(existsSync(upload)).toBe(true)
    expect(readFileSync(upload, 'utf8')).toBe('%PDF-1.7 인정서 사본')
  }, 180_000) // Six command-line runs, each loading Payload: over a minute on a busy two-core machine.

  it('refuses a missing file with a usage message and changes nothing', () => {
    const restore = runCli('node', ['scripts/restore.mjs', path.join(backups, 'nope.tar.gz')], env)
    expect(restore.code).toBe(2)
    expect(restore.output).toContain('usage: npm run restore')
    expect(probe(env).usernames).toContain('keeper')
  })
})
