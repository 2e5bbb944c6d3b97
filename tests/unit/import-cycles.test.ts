import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * No import circles in src: a module graph with a circle has an order in which some module sees another half
 * initialised, and circles are where layers leak into each other (a block importing the page renderer that imports the
 * block, a config hook importing the config). Static value imports count; `import type` and `await import()` do not
 * (they are erased or deferred to run time).
 */
const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : []
  })
}

function resolve(from: string, target: string): string | null {
  const base = target.startsWith('@/') ? path.join(src, target.slice(2)) : path.resolve(path.dirname(from), target)
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

/** The modules a file imports for their values (an `import type` or an import of types only is left out). */
function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const found: string[] = []
  const pattern = /^(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)'/gms
  for (const [, typeOnly, names, target] of source.matchAll(pattern)) {
    if (typeOnly || !target || !(target.startsWith('@/') || target.startsWith('.'))) continue
    // `import { type A, type B } from` brings in no value either.
    const specifiers = names?.match(/^\{([^}]*)\}$/s)?.[1]
    if (specifiers?.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))) continue
    const resolved = resolve(file, target)
    if (resolved) found.push(resolved)
  }
  return found
}

function cycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, valueImports(file)]))
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of files) if (!state.has(file)) visit(file)
  return found.map((cycle) => cycle.map((file) => path.relative(root, file)))
}

describe('the module graph of src', () => {
  const files = sourceFiles(src)

  it('is read: the files and their imports are found', () => {
    expect(files.length).toBeGreaterThan(200)
    const renderBlocks = path.join(src, 'components/cms/render-blocks.tsx')
    expect(valueImports(renderBlocks)).toContain(path.join(src, 'blocks/cards/Component.tsx'))
  })

  it('has no import circle', () => {
    expect(cycles(files)).toEqual([])
  })
})
