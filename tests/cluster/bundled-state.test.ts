/**
 * Process-wide state exists once per process. Next bundles server code per route group, so a module that the API
 * routes and the pages both import is in the build twice, and each copy has its own module variables: two write
 * queues, two AsyncLocalStorage instances, two maps of granted turns whose ids both start at 1, two IPC listeners.
 * That is how two workers came to write to SQLite at once (docs/decisions/0035-sqlite-on-every-core.md).
 *
 * This reads the production build's source maps: every file of src/ that is in more than one server chunk and keeps
 * state at module level (a `let`, an empty Map/Set/WeakMap made at the top level to be filled later, an
 * AsyncLocalStorage, EventEmitter or Promise, or a process listener added there) must keep it on globalThis under a `Symbol.for` key, or be on the list below of state
 * that is right per copy (with the reason). Started by scripts/test.mjs after the production build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const serverDir = path.join(root, '.next', 'server')

/**
 * Module-level state that is correct when each bundled copy has its own: caches of values computed from constants or
 * from the database (a second copy computes the same, or reads again), never coordination between requests.
 */
const perCopyIsRight: Record<string, string> = {
  'src/modules/search/attachment-text.ts': 'text extracted from stored files, read again by a second copy',
  'src/modules/files/object-storage.ts': 'the S3 client, made from the settings; a second copy makes an equal one',
  'src/modules/visitor-stats/salt.ts': "the day's salt, read from the database where it is made once a day",
  'src/lib/device.ts': 'user-agent classes, computed from the header',
  'src/components/islands/island-locale.ts': 'message translators, loaded from the message files',
}

function mapsUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return mapsUnder(full)
    return entry.name.endsWith('.js.map') ? [full] : []
  })
}

/** src/ file (relative to the project) → the server chunks whose source maps list it. */
function chunksBySourceFile(): Map<string, Set<string>> {
  const chunks = new Map<string, Set<string>>()
  for (const map of mapsUnder(serverDir)) {
    const { sources = [], sections = [] } = JSON.parse(readFileSync(map, 'utf8')) as {
      sources?: string[]
      sections?: { map: { sources?: string[] } }[]
    }
    for (const source of [...sources, ...sections.flatMap((section) => section.map.sources ?? [])]) {
      const file = source.replace(/^turbopack:\/\/\/\[project\]\//, '').replace(/^(\.\.\/)+/, '')
      if (!file.startsWith('src/')) continue
      const set = chunks.get(file) ?? new Set()
      set.add(path.relative(serverDir, map))
      chunks.set(file, set)
    }
  }
  return chunks
}

/** The module-level statements of a file that hold state: top-level `let`, stateful objects, process listeners. */
function moduleLevelState(source: string): string[] {
  const found: string[] = []
  for (const line of source.split('\n')) {
    if (/^(?:export\s+)?let\s+\w+/.test(line)) found.push(line.trim())
    else if (
      // An empty collection is filled at run time; one made from a list is a constant lookup table.
      /^(?:export\s+)?const\s+\w+(?:\s*:[^=]+)?\s*=\s*new\s+(?:(?:Map|Set|WeakMap|WeakSet)(?:<.*>)?\(\s*\)|(?:AsyncLocalStorage|EventEmitter|Promise)\b)/.test(
        line,
      )
    )
      found.push(line.trim())
    else if (/^process\.(?:on|once)\(/.test(line)) found.push(line.trim())
  }
  return found
}

const guarded = (source: string) => /Symbol\.for\(/.test(source)

describe('process-wide state in the production build', () => {
  const chunks = chunksBySourceFile()

  it('finds the build and the modules that must be guarded', () => {
    expect(chunks.size, 'no source maps under .next/server: run the production build first').toBeGreaterThan(50)
    // The write turn and queue are in more than one chunk: that is why they must be guarded at all.
    expect(chunks.get('src/lib/cluster.ts')?.size ?? 0).toBeGreaterThan(1)
    expect(chunks.get('src/lib/sqlite-write-lock.ts')?.size ?? 0).toBeGreaterThan(1)
  })

  it('keeps the module-level state of every module bundled more than once on globalThis under Symbol.for', () => {
    const unguarded: string[] = []
    for (const [file, inChunks] of chunks) {
      if (inChunks.size < 2 || perCopyIsRight[file]) continue
      const full = path.join(root, file)
      if (!existsSync(full)) continue
      const source = readFileSync(full, 'utf8')
      const state = moduleLevelState(source)
      if (state.length > 0 && !guarded(source))
        unguarded.push(`${file} (in ${inChunks.size} chunks): ${state.slice(0, 3).join(' | ')}`)
    }
    expect(unguarded).toEqual([])
  })

  it('recognises state the way the check above reads it', () => {
    expect(moduleLevelState('let nextTurnId = 0\nconst granted = new Map<number, () => void>()')).toHaveLength(2)
    expect(moduleLevelState("process.on('message', listener)")).toHaveLength(1)
    expect(moduleLevelState('const limit = 15_000\nfunction f() {\n  let x = 1\n}')).toEqual([])
    expect(moduleLevelState("const safeMethods = new Set(['GET', 'HEAD'])")).toEqual([])
    expect(moduleLevelState('const seen = new WeakMap<object, Map<string, Set<string>>>()')).toHaveLength(1)
  })
})
