import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildRefusal } from '../../scripts/production.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * A checkout of its own: the project's scripts, package.json and installed packages, with no sources and no build,
 * so `npm start` can be run for real without touching this checkout's `.next` or database.
 */
function checkout() {
  const dir = mkdtempSync(path.join(tmpdir(), 'start-'))
  mkdirSync(path.join(dir, 'scripts'))
  for (const file of readdirSync(path.join(root, 'scripts')).filter((f) => f.endsWith('.mjs')))
    cpSync(path.join(root, 'scripts', file), path.join(dir, 'scripts', file))
  cpSync(path.join(root, 'package.json'), path.join(dir, 'package.json'))
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return dir
}

function start(dir: string, { node = process.execPath, nodeArgs = [] as string[] } = {}) {
  const { PORT: _port, SITE_URL: _site, ...inherited } = process.env
  const result = spawnSync(node, [...nodeArgs, path.join(dir, 'scripts', 'start.mjs')], {
    cwd: dir,
    env: { ...inherited, DATA_DIR: path.join(dir, 'data') },
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { code: result.status, output: `${result.stdout}${result.stderr}` }
}

type Lib = {
  buildFingerprint: (extra?: string) => string
  buildStatus: (nextDir?: string, fingerprint?: string) => string
  recordBuild: (fingerprint: string, nextDir?: string) => void
}

describe('npm start never builds', () => {
  let dir: string
  let lib: Lib
  beforeAll(async () => {
    dir = checkout()
    lib = (await import(path.join(dir, 'scripts', 'lib.mjs'))) as Lib
  })

  it('refuses a checkout without a build, naming the command to run, before touching the database', () => {
    const { code, output } = start(dir)
    expect(code).toBe(1)
    expect(output).toContain('There is no production build of this checkout')
    expect(output).toContain('npm run build')
    expect(output).toContain('npm run serve')
    expect(existsSync(path.join(dir, 'data'))).toBe(false)
  })

  it('refuses a build made from other sources', () => {
    mkdirSync(path.join(dir, '.next'), { recursive: true })
    writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'b1')
    writeFileSync(path.join(dir, '.next', 'source-fingerprint'), 'made-from-older-sources')
    const { code, output } = start(dir)
    expect(code).toBe(1)
    expect(output).toContain('made from other sources')
    expect(output).toContain('npm run build')
    expect(existsSync(path.join(dir, 'data'))).toBe(false)
  })

  it('accepts the recorded build until a source changes', () => {
    const nextDir = path.join(dir, '.next')
    lib.recordBuild(lib.buildFingerprint(), nextDir)
    expect(lib.buildStatus(nextDir)).toBe('current')
    mkdirSync(path.join(dir, 'src'), { recursive: true })
    writeFileSync(path.join(dir, 'src', 'changed.ts'), 'export const changed = true\n')
    expect(lib.buildStatus(nextDir)).toBe('stale')
  })

  it('keeps the build current when a production install rewrites the lockfile without changing a version', () => {
    const nextDir = path.join(dir, '.next')
    const lock = (entry: Record<string, unknown>) =>
      JSON.stringify({ lockfileVersion: 3, packages: { '': { name: 'site' }, 'node_modules/tslib': entry } }, null, 2)
    writeFileSync(path.join(dir, 'package-lock.json'), lock({ version: '2.8.1', dev: true, optional: true }))
    lib.recordBuild(lib.buildFingerprint(), nextDir)
    // What `npm install --omit=dev` (npm 11) did to the project's lockfile on a production host.
    writeFileSync(
      path.join(dir, 'package-lock.json'),
      lock({ version: '2.8.1', dev: true, optional: true, peer: true }),
    )
    expect(lib.buildStatus(nextDir)).toBe('current')
    writeFileSync(path.join(dir, 'package-lock.json'), lock({ version: '2.8.2', dev: true, optional: true }))
    expect(lib.buildStatus(nextDir)).toBe('stale')
  })

  it('takes no setting of the environment into the build record: one build serves every host', () => {
    const before = lib.buildFingerprint()
    const { SITE_URL } = process.env
    process.env.SITE_URL = 'https://www.example.or.kr'
    try {
      expect(lib.buildFingerprint()).toBe(before)
    } finally {
      if (SITE_URL === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = SITE_URL
    }
  })

  it('says nothing when the build is current', () => {
    expect(buildRefusal('current')).toBeNull()
  })
})

/** A Node older than 24 on this machine's PATH (Debian's system Node), if there is one. */
function olderNode(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const node = path.join(dir, 'node')
    if (!existsSync(node)) continue
    const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? ''
    if (Number(/^v(\d+)/.exec(version)?.[1] ?? 99) < 24) return node
  }
  return undefined
}

describe('npm start on an older Node', () => {
  const needs = 'this project needs Node 24'

  it('stops with the version message first, before loading anything of the project', () => {
    const dir = checkout()
    const pretend20 = `data:text/javascript,Object.defineProperty(process,'versions',{value:{...process.versions,node:'20.19.0'}})`
    const { code, output } = start(dir, { nodeArgs: ['--import', pretend20] })
    expect(code).toBe(1)
    expect(output).toContain(`Node 20.19.0 is running; ${needs}`)
    expect(output).not.toContain('production build')
  })

  const older = olderNode()
  it.skipIf(!older)(`shows the same message on the system's own older Node (${older ?? 'none found'})`, () => {
    // The real case: a production install without the project's Node, where npm runs the system Node.
    const { code, output } = start(checkout(), { node: older as string })
    expect(code).toBe(1)
    expect(output).toContain(needs)
    expect(output).not.toMatch(/ERR_UNKNOWN_FILE_EXTENSION|ERR_MODULE_NOT_FOUND/)
  })
})
