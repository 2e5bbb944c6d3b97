import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * server.mjs loads these TypeScript files with Node's type stripping, which cannot resolve the project's
 * extensionless relative imports or `@/` aliases: a file here importing another of ours breaks `npm start`.
 */
const loadedByServer = [
  'src/lib/env.ts',
  'src/i18n/locales.ts',
  'src/lib/client-ip.ts',
  'src/lib/response-cache.ts',
  'src/lib/body-limits.ts',
  'src/lib/request-path.ts',
  'src/lib/render-gate.ts',
  'src/lib/page-islands.ts',
]

describe('files server.mjs loads directly', () => {
  for (const file of loadedByServer) {
    it(`${file} imports only packages and node: modules`, () => {
      const source = readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8')
      const imports = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1] as string)
      expect(imports.filter((target) => target.startsWith('.') || target.startsWith('@/'))).toEqual([])
    })
  }
})
