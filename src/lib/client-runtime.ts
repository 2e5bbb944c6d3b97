/**
 * Public pages without Next's client runtime (docs/decisions/0017-public-pages-without-react.md). The site's page
 * layout marks a page as a document that needs no React in the browser; a page that does (a form with dialogs)
 * marks itself as needing it, which wins. `server.mjs` removes Next's scripts and flight data from a marked
 * page before it is sent or cached, and both marks always.
 *
 * Loaded by server.mjs through Node's type stripping: keep this file free of imports.
 */

export const runtimeMetaName = 'site-runtime'
/** The content of the mark of a page without client runtime, and of a page that needs React. */
export const runtimeNone = 'none'
export const runtimeReact = 'react'

const marks = new RegExp(`<meta name="${runtimeMetaName}" content="(${runtimeNone}|${runtimeReact})"/>`, 'g')
/** Next's scripts: its chunks (`/_next/static/…`) and the inline ones that start the router and carry flight data. */
const nextScript =
  /<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]*"[^>]*><\/script>|<script\b[^>]*>\s*(?:\(?self\.__next_f\b|\(globalThis\["TURBOPACK"\])[\s\S]*?<\/script>/g
/** Hints that make the browser fetch Next's chunks early. */
const nextScriptHint =
  /<link\b[^>]*\bas="script"[^>]*\bhref="\/_next\/static\/chunks\/[^"]*"[^>]*\/?>|<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g
/**
 * All three in one pass: the page with its flight data is over 100 KB, and each pass reads all of it. The three never
 * overlap (a meta tag, script elements, link tags), so one pass removes what three did.
 */
const removedFromDocuments = new RegExp(`${marks.source}|${nextScript.source}|${nextScriptHint.source}`, 'g')

/** Whether a page's HTML says it is served without client runtime. */
export function isDocumentWithoutRuntime(html: string): boolean {
  return (
    html.includes(`<meta name="${runtimeMetaName}" content="${runtimeNone}"/>`) &&
    !html.includes(`<meta name="${runtimeMetaName}" content="${runtimeReact}"/>`)
  )
}

/**
 * The page as sent: without Next's scripts, their preload hints and the marks when it is marked as needing no
 * runtime. The site's own script and structured data (`application/ld+json`) stay. A page that hydrates is left
 * exactly as Next rendered it: React expects the marks its flight data describes.
 */
export function finishDocument(html: string): string {
  if (!isDocumentWithoutRuntime(html)) return html
  return html.replace(removedFromDocuments, '')
}
