import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** What src/lib/env.ts parses in a fresh process after the `.env` files of `dir` were loaded. */
function settingsAfterLoading(dir: string, environment: Record<string, string>) {
  const script = `
    const { loadProjectEnv } = await import(${JSON.stringify(path.join(root, 'scripts/load-env.mjs'))})
    loadProjectEnv(${JSON.stringify(dir)}, { reload: true })
    const { env } = await import(${JSON.stringify(path.join(root, 'src/lib/env.ts'))})
    console.log(JSON.stringify({ trusted: env.TRUSTED_PROXY, cacheMb: env.PAGE_CACHE_MAX_MB, port: env.PORT }))`
  const { PORT: _port, TRUSTED_PROXY: _trusted, PAGE_CACHE_MAX_MB: _cache, ...inherited } = process.env
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...inherited, NODE_ENV: 'production', ...environment },
    encoding: 'utf8',
  })
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}')
}

describe('.env files', () => {
  it('reach the settings the server reads itself, and a variable set in the environment wins', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'load-env-'))
    writeFileSync(path.join(dir, '.env'), 'TRUSTED_PROXY=10.1.2.3\nPAGE_CACHE_MAX_MB=77\nPORT=4999\n')
    const settings = settingsAfterLoading(dir, { DATA_DIR: dir, PORT: '4555' })
    expect(settings).toEqual({ trusted: '10.1.2.3', cacheMb: 77, port: 4555 })
  })

  it.each(['server.mjs', 'scripts/start.mjs', 'scripts/serve.mjs'])(
    'are loaded by %s before anything reads the environment',
    (file) => {
      const source = readFileSync(path.join(root, file), 'utf8')
      // Static and dynamic imports in the order they run; the Node version check (which reads no setting and loads
      // nothing) may come first.
      const imports = [
        ...source.matchAll(/^(?:import\s+(?:[^'"]*from\s+)?|(?:const .*=\s*)?await import\()'([^']+)'/gm),
      ]
        .map((m) => m[1])
        .filter((target) => !target?.endsWith('node-version.mjs'))
      expect(imports[0]).toMatch(/(^|\/)load-env\.mjs$/)
    },
  )
})
