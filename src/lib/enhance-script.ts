import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { enhanceFileName, enhanceFiles, enhanceUrlPrefix } from './enhance-files'

const production = process.env.NODE_ENV === 'production'
const manifestFile = path.join(process.cwd(), '.next', enhanceFiles(!production).manifest)
// undefined: not read yet. Production reads once, a missing manifest included (every build writes one).
let cached: string | null | undefined

/**
 * The address of the site's browser script (src/enhance, bundled by scripts/enhance-bundle.mjs after each build,
 * and on every change in `npm run dev`), or null when there is none yet. Production reads the manifest once.
 */
export function enhanceScriptSrc(): string | null {
  if (cached !== undefined && production) return cached
  try {
    const { file } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { file?: unknown }
    cached = typeof file === 'string' && enhanceFileName.test(file) ? `${enhanceUrlPrefix}${file}` : null
  } catch {
    cached = null
  }
  return cached
}
