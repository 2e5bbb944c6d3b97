// What runs after `next build`, from `npm run build` and from the scripts that build on demand (scripts/server.mjs).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { dedupeServerChunks } from './dedupe-server-chunks.mjs'
import { dropEmptyFontEntries } from './font-manifest.mjs'
import { root } from './lib.mjs'

export function afterBuild(serverDir = path.join(root, '.next', 'server')) {
  const chunks = dedupeServerChunks(serverDir)
  const fontEntries = dropEmptyFontEntries(serverDir)
  return { chunks, fontEntries }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chunks, fontEntries } = afterBuild()
  console.log(
    `Server chunks: ${chunks.files} repeated files now link to one copy (${(chunks.bytes / 1048576).toFixed(1)} MB)`,
  )
  console.log(`Font manifest: ${fontEntries} routes without fonts to preload dropped`)
}
