import { runtimeMetaName, runtimeNone, runtimeReact } from '@/lib/client-runtime'

/**
 * Marks the page as a document that needs no React in the browser: server.mjs sends it without Next's scripts
 * (src/lib/client-runtime.ts). Rendered by the layout of the public pages.
 */
export function WithoutClientRuntime() {
  return <meta name={runtimeMetaName} content={runtimeNone} />
}

/**
 * Marks a page whose client components must hydrate (forms with dialogs, one-time tokens): it keeps Next's scripts
 * even inside a layout marked `WithoutClientRuntime`. Every page that renders a client component needs it.
 */
export function NeedsClientRuntime() {
  return <meta name={runtimeMetaName} content={runtimeReact} />
}
