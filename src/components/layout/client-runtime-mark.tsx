import { runtimeMetaName, runtimeNone, runtimeReact } from '@/lib/client-runtime'

/**
 * Marks the page as a document that needs no React in the browser: server.mjs sends it without Next's scripts
 * (src/lib/client-runtime.ts). Rendered by the layout of the public pages that are documents, `(main)`.
 */
export function WithoutClientRuntime() {
  return <meta name={runtimeMetaName} content={runtimeNone} />
}

/**
 * Marks a page whose client components must hydrate (forms with dialogs, one-time tokens): it keeps Next's scripts,
 * and wins over `WithoutClientRuntime`. Rendered by the layout of such pages, `(interactive)`.
 */
export function NeedsClientRuntime() {
  return <meta name={runtimeMetaName} content={runtimeReact} />
}
