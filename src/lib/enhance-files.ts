/**
 * Where the site's browser script (src/enhance) is written and found: scripts/enhance-bundle.mjs writes it,
 * server.mjs serves it under `enhanceUrlPrefix`, and the layout names it (src/lib/enhance-script.ts). `npm run dev`
 * writes its own unminified copy beside the build's, so a production start never picks up a development bundle.
 *
 * Loaded by server.mjs and the build scripts through Node's type stripping: keep this file free of imports.
 */
export const enhanceUrlPrefix = '/_next/static/enhance/'

/** The bundle's folder and manifest, relative to the `.next` folder. */
export const enhanceFiles = (dev: boolean) =>
  dev
    ? { dir: 'dev-enhance', manifest: 'enhance-manifest.dev.json' }
    : { dir: 'static/enhance', manifest: 'enhance-manifest.json' }

/** The name of a bundle file (esbuild's `site-[hash]`); anything else under the prefix is not ours to serve. */
export const enhanceFileName = /^site-[A-Za-z0-9]+\.js$/
