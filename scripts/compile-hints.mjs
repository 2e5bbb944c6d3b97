// The scripts every page runs at start-up (React DOM, Next's router and Turbopack's runtime: the build manifest's
// `rootMainFiles`) are marked for V8 to compile whole, as they stream in, on a background thread
// (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later). Unmarked, V8 compiles each function lazily
// on the main thread the first time it runs, and nearly every function of these files runs while the page hydrates:
// that compilation was part of the longest task of every page load. Other browsers read the line as a comment.
// Measured with Lighthouse on the content page (docs/decisions/0013-lighthouse.md, "Revisited: compile hints").
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const compileHint = '//# allFunctionsCalledOnLoad\n'

/** Marks each start-up chunk of the build in `nextDir` once; returns how many files were marked now. */
export function markStartupChunks(nextDir) {
  const manifestFile = path.join(nextDir, 'build-manifest.json')
  if (!existsSync(manifestFile)) return 0
  const { rootMainFiles = [] } = JSON.parse(readFileSync(manifestFile, 'utf8'))
  let marked = 0
  for (const file of rootMainFiles) {
    const chunk = path.join(nextDir, file)
    if (!file.endsWith('.js') || !existsSync(chunk)) continue
    const code = readFileSync(chunk, 'utf8')
    if (code.startsWith(compileHint)) continue
    writeFileSync(chunk, compileHint + code)
    marked += 1
  }
  return marked
}
