// Loads the project's `.env` files into process.env the way Next.js does (`.env`, `.env.production`, `.env.local`,
// …; a variable already set in the environment wins). server.mjs and start.mjs import this first: src/lib/env.ts
// reads process.env once, when it is imported, and Next loads these files only later, inside its own copy, so the
// server's own settings (PORT, TRUSTED_PROXY, the page cache) and the build's SITE_URL missed them.
import nextEnv from '@next/env'
import { root } from './lib.mjs'

const quiet = { info: () => {}, error: (...args) => console.error(...args) }

/** Loads the `.env` files of `dir` (the project by default); `reload` reads them again after an earlier load. */
export function loadProjectEnv(dir = root, { reload = false } = {}) {
  nextEnv.loadEnvConfig(dir, process.argv.includes('--dev'), quiet, reload)
}

loadProjectEnv()
