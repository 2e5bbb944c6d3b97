import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The public pages of the route group `(main)` go out without Next's client runtime; those of `(interactive)` keep
// it (docs/decisions/0017-public-pages-without-react.md, 0033). A page of `(main)` that reaches a client component
// would show that component dead, and one of `(interactive)` that reaches none would load React for nothing, so every
// page is checked here: whatever it imports, however deep.

const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')
const localeRoutes = path.join(src, 'app', '(site)', '[locale]')
const documentPages = path.join(localeRoutes, '(main)')
const interactivePages = path.join(localeRoutes, '(interactive)')

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

describe('public pages', () => {
  const documents = pageFiles(documentPages)
  const interactive = pageFiles(interactivePages)

  it('are found', () => {
    expect(documents.length).toBeGreaterThan(30)
    expect(interactive.length).toBe(6)
  })

  it('that are documents reach no client component', () => {
    const wrong = documents.flatMap((page) => {
      const clients = clientModulesReached(page)
      return clients.length ? [`${path.relative(root, page)} reaches ${clients.join(', ')}`] : []
    })
    expect(wrong).toEqual([])
  })

  it('that hydrate reach a client component', () => {
    const idle = interactive.filter((page) => !clientModulesReached(page).length)
    expect(idle.map((page) => path.relative(root, page))).toEqual([])
  })

  it('carry no runtime mark of their own: their layout decides', () => {
    const marked = [...documents, ...interactive].filter((page) => /ClientRuntime\b/.test(readFileSync(page, 'utf8')))
    expect(marked.map((page) => path.relative(root, page))).toEqual([])
  })
})
