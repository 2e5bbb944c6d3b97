import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileHint, markStartupChunks } from '../../scripts/compile-hints.mjs'
import { dropEmptyFontEntries } from '../../scripts/font-manifest.mjs'

const buildDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'next-build-'))
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true })
  mkdirSync(path.join(dir, 'server'))
  return dir
}

describe('start-up scripts after a build', () => {
  it('are marked for V8 to compile on load, once; the scripts of single pages are left lazy', () => {
    const dir = buildDir()
    const file = (name: string) => path.join(dir, 'static', 'chunks', name)
    writeFileSync(file('framework.js'), '(globalThis.TURBOPACK||[]).push([1])')
    writeFileSync(file('runtime.js'), '(()=>{})()')
    writeFileSync(file('page.js'), '(globalThis.TURBOPACK||[]).push([2])')
    writeFileSync(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/runtime.js'] }),
    )

    expect(markStartupChunks(dir)).toBe(2)
    expect(readFileSync(file('framework.js'), 'utf8')).toBe(`${compileHint}(globalThis.TURBOPACK||[]).push([1])`)
    expect(readFileSync(file('runtime.js'), 'utf8').startsWith(compileHint)).toBe(true)
    expect(readFileSync(file('page.js'), 'utf8')).toBe('(globalThis.TURBOPACK||[]).push([2])')
    // A second run (an unchanged build) marks nothing twice.
    expect(markStartupChunks(dir)).toBe(0)
    expect(readFileSync(file('framework.js'), 'utf8').split(compileHint)).toHaveLength(2)
  })
})

describe('the font manifest after a build', () => {
  it('keeps only routes that preload font files, in both of its forms', () => {
    const dir = buildDir()
    const manifest = {
      app: { '[project]/src/app/a/page': [], '[project]/src/app/b/page': ['media/x.woff2'] },
      appUsingSizeAdjust: false,
      pages: { '/_app': [] },
      pagesUsingSizeAdjust: false,
    }
    writeFileSync(path.join(dir, 'server', 'next-font-manifest.json'), JSON.stringify(manifest))
    writeFileSync(path.join(dir, 'server', 'next-font-manifest.js'), `self.__NEXT_FONT_MANIFEST="{}"`)

    expect(dropEmptyFontEntries(path.join(dir, 'server'))).toBe(2)
    const json = JSON.parse(readFileSync(path.join(dir, 'server', 'next-font-manifest.json'), 'utf8'))
    expect(json).toEqual({ ...manifest, app: { '[project]/src/app/b/page': ['media/x.woff2'] }, pages: {} })
    const script = readFileSync(path.join(dir, 'server', 'next-font-manifest.js'), 'utf8')
    const self: { __NEXT_FONT_MANIFEST?: string } = {}
    new Function('self', script)(self)
    expect(JSON.parse(self.__NEXT_FONT_MANIFEST ?? '')).toEqual(json)
  })
})
