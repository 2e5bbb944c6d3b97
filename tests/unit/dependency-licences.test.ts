import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The project's own dependencies carry permissive licences. A routine update that crosses to a copyleft licence fails
 * here (ua-parser-js 2.x is AGPL-3.0; the site stays on 1.x, MIT). MPL-2.0 is file-level copyleft, acceptable for a
 * test tool used unmodified; OFL-1.1 is the font licence.
 */
const root = path.resolve(import.meta.dirname, '../..')
const permissive = new Set(['MIT', 'MIT-0', 'ISC', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD'])
const allowedFor: Record<string, string> = { '@axe-core/playwright': 'MPL-2.0', pretendard: 'OFL-1.1' }

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })

function licenceOf(name: string): string {
  const installed = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'))
  return typeof installed.license === 'string' ? installed.license : JSON.stringify(installed.license ?? null)
}

/** `MIT OR Apache-2.0` is fine when one choice is; `AND` needs every part. */
function acceptable(name: string, licence: string): boolean {
  if (allowedFor[name] === licence) return true
  const expression = licence.replace(/[()]/g, '')
  if (expression.includes(' OR ')) return expression.split(' OR ').some((part) => permissive.has(part.trim()))
  return expression.split(' AND ').every((part) => permissive.has(part.trim()))
}

describe('dependency licences', () => {
  it('are permissive for every direct dependency', () => {
    expect(names.length).toBeGreaterThan(20)
    expect(
      names
        .map((name): [string, string] => [name, licenceOf(name)])
        .filter(([name, licence]) => !acceptable(name, licence)),
    ).toEqual([])
  })

  it('would refuse ua-parser-js 2.x', () => {
    expect(acceptable('ua-parser-js', 'AGPL-3.0-or-later')).toBe(false)
    expect(licenceOf('ua-parser-js')).toBe('MIT')
  })
})
