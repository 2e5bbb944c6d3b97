import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { importGraph, importsOf, projectRoot } from '../support/import-graph'

/**
 * A production host installs only `dependencies` (`NODE_ENV=production npm install`, or `npm ci --omit=dev`) and runs
 * `npm start`. Everything that start loads must then be there: the start script, the server, the Next app and the
 * Payload config with its collections, hooks and migrations (the Payload CLI loads them to migrate and seed, Next's
 * server requires the packages it keeps outside its bundle), and the backup scripts operators run on that host.
 */
const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  engines: { node: string }
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return codeFiles(full)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path.relative(projectRoot, full)]
      : []
  })
}

const runtimeEntries = [
  'scripts/start.mjs',
  'server.mjs',
  'next.config.ts',
  'scripts/backup.mjs',
  'scripts/restore.mjs',
  'scripts/db-copy-to-postgres.mjs',
  ...codeFiles(path.join(projectRoot, 'src')),
]
/** Imports that a production start never takes, with the reason. */
const notAtRunTime = new Set([
  // Only with `--dev` (`npm run dev`): the site's browser script is rebuilt on change; production bundles it at build.
  'server.mjs → ./scripts/enhance-bundle.mjs',
])

const graph = importGraph(runtimeEntries, notAtRunTime)

describe('what a production start loads', () => {
  it('is found: the start script, the server, the app and its packages', () => {
    expect(graph.unresolved).toEqual([])
    const files = [...graph.files].map((f) => path.relative(projectRoot, f))
    expect(files).toEqual(
      expect.arrayContaining([
        'scripts/production.mjs',
        'scripts/load-env.mjs',
        'src/lib/env.ts',
        'src/payload.config.ts',
      ]),
    )
    expect([...graph.packages.keys()]).toEqual(expect.arrayContaining(['next', 'payload', '@next/env', 'sharp']))
  })

  it('comes from `dependencies` only, never from packages installed for development or by chance', () => {
    const missing = [...graph.packages]
      .filter(([name]) => !pkg.dependencies[name])
      .map(
        ([name, importers]) =>
          `${name} (${pkg.devDependencies[name] ? 'a devDependency' : 'not declared'}), imported by ${[...importers].join(', ')}`,
      )
    expect(missing).toEqual([])
  })

  it('runs on the Node 24 the project brings: the `node` package is a dependency matching `engines`', () => {
    // npm scripts run on node_modules/.bin/node; without it a production install falls back to the system Node.
    const wanted = Number(/\d+/.exec(pkg.engines.node)?.[0])
    expect(pkg.dependencies.node, 'package.json dependencies.node').toMatch(/^24\./)
    expect(Number(/\d+/.exec(pkg.dependencies.node ?? '')?.[0])).toBe(wanted)
  })

  it('names each package once, as a dependency or a devDependency', () => {
    expect(Object.keys(pkg.dependencies).filter((name) => name in pkg.devDependencies)).toEqual([])
  })
})

describe('the start scripts on an older Node', () => {
  it.each(['scripts/start.mjs', 'scripts/serve.mjs'])(
    '%s loads nothing before the version check: every other import is dynamic, after it',
    (file) => {
      // Static imports are all loaded before any module runs: one .ts file or missing package among them would stop
      // the start with its own error, and the version message would never show.
      const source = readFileSync(path.join(projectRoot, file), 'utf8')
      const statics = [...source.matchAll(/^import\s+(?:[^'"]*from\s+)?'([^']+)'/gm)].map((m) => m[1])
      expect(statics).toEqual(['./node-version.mjs'])
      expect(importsOf(readFileSync(path.join(projectRoot, 'scripts/node-version.mjs'), 'utf8'))).toEqual([])
    },
  )
})
