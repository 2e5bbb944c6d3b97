// Turbopack writes some server chunks once per group of routes that uses them, under different names but with the
// same code: the largest, the Payload configuration with all of the site's server modules (2.7 MB), six times.
// Node compiles and keeps each file it loads, so every copy cost the server its source (held twice as large once
// it contains Korean text) and its compiled top level. After a build, each further copy becomes a symlink to the
// first: Node's module cache is keyed by the resolved path, so the code is loaded once, and Turbopack's runtime
// already shares the module instances by id. Only the trailing source-map comment (the file's own name) may differ.
import { createHash } from 'node:crypto'
import { lstatSync, readdirSync, readFileSync, renameSync, symlinkSync } from 'node:fs'
import path from 'node:path'

const sourceMapComment = /\n\/\/# sourceMappingURL=[^\n]*\s*$/

function* javascriptFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* javascriptFiles(file)
    else if (entry.isFile() && entry.name.endsWith('.js')) yield file
  }
}

/** Replaces repeated chunks under `serverDir` by symlinks to one copy; returns how many files and bytes. */
export function dedupeServerChunks(serverDir) {
  const firstByCode = new Map()
  let files = 0
  let bytes = 0
  for (const file of [...javascriptFiles(serverDir)].sort()) {
    const code = readFileSync(file).toString('latin1').replace(sourceMapComment, '')
    const key = `${code.length}:${createHash('sha256').update(code, 'latin1').digest('hex')}`
    const first = firstByCode.get(key)
    if (!first) {
      firstByCode.set(key, file)
      continue
    }
    const size = lstatSync(file).size
    const temporary = `${file}.dedupe`
    symlinkSync(path.relative(path.dirname(file), first), temporary)
    renameSync(temporary, file)
    files += 1
    bytes += size
  }
  return { files, bytes }
}
