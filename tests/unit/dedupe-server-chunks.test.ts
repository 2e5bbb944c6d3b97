import { lstatSync, mkdirSync, mkdtempSync, readlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dedupeServerChunks } from '../../scripts/dedupe-server-chunks.mjs'

const chunk = (name: string) =>
  `module.exports=[1,(m)=>{m.exports={ loadedAt: Math.random() }}];\n\n//# sourceMappingURL=${name}.map`

describe('repeated server chunks after a build', () => {
  it('become links to one copy, so Node loads that code once; chunks that differ are left alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chunks-'))
    mkdirSync(path.join(dir, 'ssr'))
    writeFileSync(path.join(dir, 'a.js'), chunk('a.js'))
    writeFileSync(path.join(dir, 'b.js'), chunk('b.js'))
    writeFileSync(path.join(dir, 'ssr', 'c.js'), chunk('c.js'))
    writeFileSync(path.join(dir, 'other.js'), 'module.exports=[2,(m)=>{}];\n\n//# sourceMappingURL=other.js.map')

    expect(dedupeServerChunks(dir)).toEqual({ files: 2, bytes: expect.any(Number) })
    expect(lstatSync(path.join(dir, 'a.js')).isFile()).toBe(true)
    expect(readlinkSync(path.join(dir, 'b.js'))).toBe('a.js')
    expect(readlinkSync(path.join(dir, 'ssr', 'c.js'))).toBe(path.join('..', 'a.js'))
    expect(lstatSync(path.join(dir, 'other.js')).isFile()).toBe(true)

    const load = createRequire(import.meta.url)
    expect(load(path.join(dir, 'b.js'))).toBe(load(path.join(dir, 'a.js')))
    expect(load(path.join(dir, 'ssr', 'c.js'))).toBe(load(path.join(dir, 'a.js')))
    // A second run finds nothing left to do.
    expect(dedupeServerChunks(dir)).toEqual({ files: 0, bytes: 0 })
  })
})
