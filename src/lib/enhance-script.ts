import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'

const manifestFile = path.join(process.cwd(), '.next', 'enhance-manifest.json')
let cached: string | null = null

/**
 * The address of the site's browser script (src/enhance, bundled by scripts/enhance-bundle.mjs after each build,
 * and on every change in `npm run dev`), or null when there is none yet. Production reads the manifest once.
 */
export function enhanceScriptSrc(): string | null {
  if (cached && process.env.NODE_ENV === 'production') return cached
  try {
    const { file } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { file?: unknown }
    cached = typeof file === 'string' && /^site-[A-Za-z0-9]+\.js$/.test(file) ? `/_next/static/enhance/${file}` : null
  } catch {
    cached = null
  }
  return cached
}
