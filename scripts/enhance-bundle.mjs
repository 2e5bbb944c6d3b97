// Bundles the site's own browser script (src/enhance/) with esbuild into the build's static files, under a name that
// changes with its content: `.next/static/enhance/site-<hash>.js`. Next does not know the file; server.mjs serves it
// (and nginx, with every other file under /_next/static/). `.next/enhance-manifest.json` names the current file for
// the layout's <script> (src/lib/enhance-script.ts). `npm run dev` keeps its own copy (src/lib/enhance-files.ts).
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildSync, context } from 'esbuild'
import { enhanceFiles } from '../src/lib/enhance-files.ts'
import { root } from './lib.mjs'

export const enhanceEntry = path.join(root, 'src', 'enhance', 'index.ts')

/** esbuild's options for the bundle. */
export function enhanceOptions(nextDir, dev = false) {
  return {
    entryPoints: [enhanceEntry],
    bundle: true,
    format: 'esm',
    // Every browser with native modules and the syntax of 2020 (optional chaining, ??); the site's floor.
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    outdir: path.join(nextDir, enhanceFiles(dev).dir),
    entryNames: 'site-[hash]',
    // What one page alone needs (the register's filter) is a chunk of its own, imported where that page is; its name
    // has the entry's form so the server serves it like the entry.
    splitting: true,
    chunkNames: 'site-[hash]',
    metafile: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  }
}

/** Records the bundle's file name from esbuild's metafile; returns it. */
export function writeEnhanceManifest(nextDir, metafile, dev = false) {
  const output = Object.entries(metafile.outputs).find(([file, meta]) => file.endsWith('.js') && meta.entryPoint)?.[0]
  if (!output) throw new Error('esbuild wrote no script for src/enhance')
  const file = path.basename(output)
  writeFileSync(path.join(nextDir, enhanceFiles(dev).manifest), `${JSON.stringify({ file })}\n`)
  return file
}

/** Builds the bundle once (after `next build`, which empties .next/static). */
export function bundleEnhancements(nextDir = path.join(root, '.next')) {
  const options = enhanceOptions(nextDir)
  rmSync(options.outdir, { recursive: true, force: true })
  mkdirSync(options.outdir, { recursive: true })
  const result = buildSync(options)
  const file = writeEnhanceManifest(nextDir, result.metafile)
  return { file, bytes: statSync(path.join(options.outdir, file)).size }
}

/** Rebuilds the bundle whenever src/enhance or what it imports changes (`npm run dev`). */
export async function watchEnhancements(nextDir = path.join(root, '.next')) {
  const options = enhanceOptions(nextDir, true)
  rmSync(options.outdir, { recursive: true, force: true })
  mkdirSync(options.outdir, { recursive: true })
  const recordManifest = {
    name: 'enhance-manifest',
    setup(build) {
      build.onEnd((result) => {
        if (result.metafile && !result.errors.length) writeEnhanceManifest(nextDir, result.metafile, true)
      })
    },
  }
  const ctx = await context({ ...options, minify: false, sourcemap: 'inline', plugins: [recordManifest] })
  await ctx.rebuild()
  await ctx.watch()
  return ctx
}
