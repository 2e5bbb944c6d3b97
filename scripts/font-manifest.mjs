// Turbopack lists every route in next-font-manifest.json, each with an empty list of font files, though no page
// uses next/font (the site's fonts come from its stylesheet). Next reads "listed with nothing to preload" as "uses
// next/font without preloading" and has every page ask the browser to preconnect to its own origin: a `<link
// rel="preconnect" href="/">` and a `Link: </>; rel=preconnect` header on each page, for a connection the page's
// own request already holds. Lighthouse reports both as unused preconnects. Dropping the empty entries after a build
// leaves Next nothing to act on; a route that does preload fonts keeps its entry.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const withoutEmptyEntries = (routes = {}) =>
  Object.fromEntries(Object.entries(routes).filter(([, files]) => Array.isArray(files) && files.length > 0))

/** Rewrites the font manifest (JSON, and the script form the edge runtime reads); returns how many entries went. */
export function dropEmptyFontEntries(serverDir) {
  const jsonFile = path.join(serverDir, 'next-font-manifest.json')
  if (!existsSync(jsonFile)) return 0
  const manifest = JSON.parse(readFileSync(jsonFile, 'utf8'))
  const before = Object.keys(manifest.app ?? {}).length + Object.keys(manifest.pages ?? {}).length
  manifest.app = withoutEmptyEntries(manifest.app)
  manifest.pages = withoutEmptyEntries(manifest.pages)
  const json = JSON.stringify(manifest, null, 2)
  writeFileSync(jsonFile, json)
  const scriptFile = path.join(serverDir, 'next-font-manifest.js')
  if (existsSync(scriptFile)) writeFileSync(scriptFile, `self.__NEXT_FONT_MANIFEST=${JSON.stringify(json)}`)
  return before - Object.keys(manifest.app).length - Object.keys(manifest.pages).length
}
