import { existsSync, readFileSync } from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * server.mjs loads its request handling (src/server/*.ts) and the src/lib files they use with Node's type stripping,
 * not through a bundler: Node resolves no extensionless relative import and no `@/` alias, and erases only types (no
 * enums, namespaces or parameter properties). One such file anywhere below server.mjs breaks `npm start` while the
 * type check and the build pass. The files are found by following the imports from server.mjs itself, so a file it
 * starts loading, directly or through another, is checked without anyone adding it here.
 */
const root = path.resolve(import.meta.dirname, '../..')

type Import = { specifier: string; typeOnly: boolean }

/** Static imports and re-exports (with `import type`/`export type` marked), and dynamic imports of a literal. */
function importsOf(source: string): Import[] {
  const statics = /\b(?:import|export)(\s+type)?\s+(?:[^'";]*?\bfrom\s*)?['"]([^'"\n]+)['"]/g
  const dynamics = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g
  return [
    ...[...source.matchAll(statics)].map((m) => ({ specifier: m[2] as string, typeOnly: Boolean(m[1]) })),
    ...[...source.matchAll(dynamics)].map((m) => ({ specifier: m[1] as string, typeOnly: false })),
  ]
}

/**
 * What keeps Node from loading `source` (at `file`, relative to the project) as it is: imports that are neither a
 * package, a `node:` module nor a relative `.ts` path that exists, and TypeScript that type stripping cannot erase.
 */
function problemsOf(file: string, source: string, exists: (file: string) => boolean): string[] {
  const problems: string[] = []
  for (const { specifier } of importsOf(source)) {
    if (specifier.startsWith('@/')) problems.push(`${specifier}: a path alias`)
    else if (specifier.startsWith('/')) problems.push(`${specifier}: an absolute path`)
    else if (specifier.startsWith('.')) {
      if (!specifier.endsWith('.ts')) problems.push(`${specifier}: a relative import without its .ts extension`)
      else if (!exists(path.join(path.dirname(file), specifier))) problems.push(`${specifier}: no such file`)
    }
  }
  try {
    stripTypeScriptTypes(source)
  } catch (error) {
    problems.push(`type stripping: ${(error as Error).message.split('\n')[0]}`)
  }
  return problems
}

/** Every .ts file server.mjs loads, transitively: its relative `.ts` imports, theirs, and so on (types included). */
function filesLoadedBy(entry: string): string[] {
  const found = new Set<string>()
  const queue = [entry]
  while (queue.length) {
    const file = queue.pop() as string
    const source = readFileSync(path.join(root, file), 'utf8')
    for (const { specifier } of importsOf(source)) {
      if (!specifier.startsWith('.') || !specifier.endsWith('.ts')) continue
      const target = path.normalize(path.join(path.dirname(file), specifier))
      if (found.has(target) || !existsSync(path.join(root, target))) continue
      found.add(target)
      queue.push(target)
    }
  }
  return [...found].sort()
}

const loadedByServer = filesLoadedBy('server.mjs')
const existsInProject = (file: string) => existsSync(path.join(root, file))

it('finds the files server.mjs loads, through the request handling to the libraries it uses', () => {
  expect(loadedByServer).toEqual(
    expect.arrayContaining([
      'src/server/serve-request.ts',
      'src/server/page-cache-routing.ts',
      'src/server/documents.ts',
      'src/lib/env.ts',
      'src/lib/response-cache.ts',
      // Reached only through src/server/*.ts, not imported by server.mjs itself.
      'src/lib/body-limits.ts',
      'src/modules/security/request-methods.ts',
    ]),
  )
  expect(loadedByServer.length).toBeGreaterThan(20)
})

it('sees server.mjs import our TypeScript as .ts files that exist (a misspelt one would go unchecked)', () => {
  const server = readFileSync(path.join(root, 'server.mjs'), 'utf8')
  const ours = importsOf(server)
    .map(({ specifier }) => specifier)
    .filter((specifier) => specifier.startsWith('./src/') || specifier.startsWith('@/'))
  expect(ours.length).toBeGreaterThan(10)
  expect(ours.filter((specifier) => !specifier.endsWith('.ts') || !existsInProject(specifier))).toEqual([])
})

describe('a file Node could not load is noticed', () => {
  const file = 'src/server/example.ts'
  it('an extensionless relative import', () => {
    expect(problemsOf(file, "import { env } from '../lib/env'\n", existsInProject)).toEqual([
      '../lib/env: a relative import without its .ts extension',
    ])
  })
  it('a path alias, and a .ts import of a file that is not there', () => {
    const source = "import { env } from '@/lib/env'\nexport { x } from './missing.ts'\n"
    expect(problemsOf(file, source, existsInProject)).toEqual(['@/lib/env: a path alias', './missing.ts: no such file'])
  })
  it('an enum, which type stripping cannot erase', () => {
    const problems = problemsOf(file, 'export enum Mode { Pass, Hold }\n', existsInProject)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^type stripping: /)
  })
  it('while packages, node: modules, type-only and existing .ts imports pass', () => {
    const source = [
      "import pino from 'pino'",
      "import { gzipSync } from 'node:zlib'",
      "import type { Env } from '../lib/env.ts'",
      "import { isInternalUrl } from '../lib/response-cache.ts'",
      'export const f = (env: Env): boolean => isInternalUrl(env.siteUrl) && Boolean(pino && gzipSync)',
    ].join('\n')
    expect(problemsOf(file, source, existsInProject)).toEqual([])
  })
})

describe('files server.mjs loads', () => {
  for (const file of loadedByServer) {
    it(`${file} imports only packages, node: modules and .ts files, in TypeScript Node can erase`, () => {
      expect(problemsOf(file, readFileSync(path.join(root, file), 'utf8'), existsInProject)).toEqual([])
    })
  }
})
