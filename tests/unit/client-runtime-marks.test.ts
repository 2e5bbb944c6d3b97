import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Pages of the public layout go out without Next's client runtime unless they render `NeedsClientRuntime`
// (docs/decisions/0017-public-pages-without-react.md). A page that reaches a client component without the mark
// would show that component dead, so every page is checked here: whatever it imports, however deep, either has no
// 'use client' module in it or the page carries the mark.

const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')
const publicPages = path.join(src, 'app', '(site)', '[locale]', '(main)')

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return pageFiles(file)
    return name === 'page.tsx' ? [file] : []
  })
}

/** The project file an import names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return null
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** The client modules a file reaches through its value imports (type-only imports bring no code). */
function clientModulesReached(entry: string): string[] {
  const seen = new Set<string>()
  const clients: string[] = []
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    if (/^\s*['"]use client['"]/.test(text)) clients.push(path.relative(root, file))
    for (const match of text.matchAll(importPattern)) {
      if (/^\s*(?:import|export)\s+type\s/.test(match[0].trim())) continue
      const target = resolveImport(file, match[1] ?? match[2] ?? '')
      if (target) visit(target)
    }
  }
  visit(entry)
  return clients
}

describe('pages of the public layout', () => {
  const pages = pageFiles(publicPages)

  it('are found', () => {
    expect(pages.length).toBeGreaterThan(30)
  })

  it('that reach a client component mark themselves as needing the client runtime; the others do not', () => {
    const wrong = pages.flatMap((page) => {
      const clients = clientModulesReached(page)
      const marked = readFileSync(page, 'utf8').includes('<NeedsClientRuntime />')
      if (clients.length && !marked) return [`${path.relative(root, page)} reaches ${clients.join(', ')} unmarked`]
      if (!clients.length && marked) return [`${path.relative(root, page)} is marked but reaches no client component`]
      return []
    })
    expect(wrong).toEqual([])
  })
})
