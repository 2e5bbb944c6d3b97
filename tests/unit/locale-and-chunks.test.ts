import { describe, expect, it } from 'vitest'
import { pathForLocale, stripLocale, switchLocalePath } from '@/i18n/locale-path'
import { chunkReloadWindowMs, isChunkLoadError, mayReload } from '@/lib/chunk-error'

describe('locale paths for each strategy', () => {
  it('prefixes as the strategy says', () => {
    expect(pathForLocale('prefix_except_default', 'ko', '/company/about')).toBe('/company/about')
    expect(pathForLocale('prefix_except_default', 'en', '/company/about')).toBe('/en/company/about')
    expect(pathForLocale('prefix', 'ko', '/index')).toBe('/ko/index')
    expect(pathForLocale('prefix_and_default', 'ko', '/index')).toBe('/index')
    expect(pathForLocale('no_prefix', 'en', '/index')).toBe('/index')
  })

  it('switches the same page to the other locale', () => {
    expect(stripLocale('/en/company/about')).toBe('/company/about')
    expect(stripLocale('/company/about')).toBe('/company/about')
    expect(stripLocale('/en')).toBe('/')
    expect(switchLocalePath('prefix_except_default', '/company/about', 'en')).toBe('/en/company/about')
    expect(switchLocalePath('prefix_except_default', '/en/company/about', 'ko')).toBe('/company/about')
    expect(switchLocalePath('prefix', '/ko/index', 'en')).toBe('/en/index')
    expect(switchLocalePath('prefix_except_default', '/en', 'ko')).toBe('/index')
  })
})

describe('chunk-load failures', () => {
  it('recognises the errors browsers and bundlers raise', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/a.js'))).toBe(
      true,
    )
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads a path at most once a minute', () => {
    expect(mayReload(null, 1000)).toBe(true)
    expect(mayReload(1000, 1000 + chunkReloadWindowMs)).toBe(false)
    expect(mayReload(1000, 1001 + chunkReloadWindowMs)).toBe(true)
  })
})
