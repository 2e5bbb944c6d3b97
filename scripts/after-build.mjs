// What runs after `next build`, from `npm run build` and from the scripts that build on demand (scripts/server.mjs).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { markStartupChunks } from './compile-hints.mjs'
import { dedupeServerChunks } from './dedupe-server-chunks.mjs'
import { bundleEnhancements } from './enhance-bundle.mjs'
import { dropEmptyFontEntries } from './font-manifest.mjs'
import { buildFingerprint, recordBuild, root } from './lib.mjs'

export function afterBuild(nextDir = path.join(root, '.next')) {
  const serverDir = path.join(nextDir, 'server')
  const chunks = dedupeServerChunks(serverDir)
  const fontEntries = dropEmptyFontEntries(serverDir)
  const startupChunks = markStartupChunks(nextDir)
  const enhancements = bundleEnhancements(nextDir)
  return { chunks, fontEntries, startupChunks, enhancements }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chunks, fontEntries, startupChunks, enhancements } = afterBuild()
  console.log(
    `Server chunks: ${chunks.files} repeated files now link to one copy (${(chunks.bytes / 1048576).toFixed(1)} MB)`,
  )
  console.log(`Font manifest: ${fontEntries} routes without fonts to preload dropped`)
  console.log(`Start-up scripts: ${startupChunks} marked for V8 to compile on load`)
  console.log(`Site script: ${enhancements.file} (${(enhancements.bytes / 1024).toFixed(1)} KB)`)
  // `npm run build` (next build, then this): record the sources the build was made from; `npm start` serves only a
  // build whose record matches the sources (scripts/start.mjs).
  recordBuild(buildFingerprint())
}
