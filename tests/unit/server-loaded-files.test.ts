import { readFileSync } from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * server.mjs loads these TypeScript files with Node's type stripping, which cannot resolve the project's
 * extensionless relative imports or `@/` aliases: a file here importing another of ours breaks `npm start`. The list
 * is read from server.mjs itself, so a file it starts loading is checked without anyone adding it here.
 */
const root = path.resolve(import.meta.dirname, '../..')
const loadedByServer = [
  ...readFileSync(path.join(root, 'server.mjs'), 'utf8').matchAll(/\bfrom\s+'\.\/(src\/[^']+\.ts)'/g),
].map((m) => m[1] as string)

it('finds the files server.mjs loads', () => {
  expect(loadedByServer).toEqual(expect.arrayContaining(['src/lib/env.ts', 'src/lib/response-cache.ts']))
  expect(loadedByServer.length).toBeGreaterThan(8)
})

describe('files server.mjs loads directly', () => {
  for (const file of loadedByServer) {
    it(`${file} imports only packages and node: modules`, () => {
      const source = readFileSync(path.join(root, file), 'utf8')
      const imports = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1] as string)
      expect(imports.filter((target) => target.startsWith('.') || target.startsWith('@/'))).toEqual([])
    })

    it(`${file} uses only TypeScript that Node's type stripping can erase`, () => {
      // Parameter properties, enums and namespaces need a compiler: `npm start` would stop with a SyntaxError.
      const source = readFileSync(path.join(root, file), 'utf8')
      expect(() => stripTypeScriptTypes(source)).not.toThrow()
    })
  }
})
