/**
 * The project's own import graph, read from the sources: which of our files a file loads, transitively, and which
 * packages they import. Type-only imports are left out (they are erased before anything runs). Used by the tests that
 * guard what a production install and a build may depend on.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'

export const projectRoot = path.resolve(import.meta.dirname, '../..')
const src = path.join(projectRoot, 'src')
const codeExtensions = ['.ts', '.tsx', '.mjs', '.js']

/** Module specifiers a file imports at run time: static imports and re-exports, and dynamic imports of a literal. */
export function importsOf(source: string): string[] {
  const found: string[] = []
  const statics = /\b(?:import|export)(\s+type)?\s+(?:[^'";]*?\bfrom\s*)?['"]([^'"\n]+)['"]/g
  for (const m of source.matchAll(statics)) if (!m[1]) found.push(m[2] as string)
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g)) found.push(m[1] as string)
  return found
}

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier)

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
export const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

function resolveFile(base: string): string | null {
  const candidates = [
    base,
    ...codeExtensions.map((ext) => base + ext),
    ...codeExtensions.map((ext) => path.join(base, `index${ext}`)),
  ]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

/** Our file a specifier points at (relative, `@/…`, `@payload-config`), or null for a package or built-in module. */
export function resolveOwn(specifier: string, fromFile: string): string | null {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(fromFile), specifier))
  if (specifier.startsWith('@/')) return resolveFile(path.join(src, specifier.slice(2)))
  if (specifier === '@payload-config') return path.join(src, 'payload.config.ts')
  return null
}

export type Graph = { files: Set<string>; packages: Map<string, Set<string>>; unresolved: string[] }

/**
 * Every file of ours reached from `entries` and every package they import, with the files importing each. `skip` names
 * imports not to follow, as `file → specifier` with the file relative to the project.
 */
export function importGraph(entries: string[], skip: Set<string> = new Set()): Graph {
  const files = new Set<string>()
  const packages = new Map<string, Set<string>>()
  const unresolved: string[] = []
  const queue = entries.map((entry) => path.resolve(projectRoot, entry))
  while (queue.length) {
    const file = queue.pop() as string
    if (files.has(file)) continue
    files.add(file)
    if (!codeExtensions.some((ext) => file.endsWith(ext))) continue
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (isBuiltin(specifier) || skip.has(`${path.relative(projectRoot, file)} → ${specifier}`)) continue
      const own = resolveOwn(specifier, file)
      if (own) queue.push(own)
      else if (specifier.startsWith('.') || specifier.startsWith('@/')) unresolved.push(`${specifier} in ${file}`)
      else {
        const name = packageOf(specifier)
        const importers = packages.get(name) ?? new Set<string>()
        importers.add(path.relative(projectRoot, file))
        packages.set(name, importers)
      }
    }
  }
  return { files, packages, unresolved }
}
