/**
 * Islands: the parts of a page that `server.mjs` fills per request into a page shell it keeps in the page cache (the
 * board lists and 통합검색, docs/decisions/0016-board-list-islands.md). Loaded by server.mjs through Node's type
 * stripping: keep this file free of imports.
 *
 * A shell is the page rendered by Next with every island empty. React leaves the content of an element it renders
 * with `dangerouslySetInnerHTML` alone when it hydrates, so HTML put into the shell's empty islands stays on the page.
 */

/** The attribute naming an island; the island's element puts it last, so its start tag ends right after it. */
export const islandAttribute = 'data-island'

/** The request header, carrying `server.mjs`'s internal token, that asks a page for its shell. */
export const pageShellHeader = 'x-page-shell'

/**
 * Where the pages served from a shell leave `server.mjs` the functions that render their islands, by page kind
 * (board-list-islands.ts, search-islands.ts). Each is registered when its page's module first loads; until then
 * Next renders those pages whole.
 */
export const islandComposersSymbol = Symbol.for('green-institute.island-composers')

export type IslandRequest = {
  /** The path as requested, locale prefix included. */
  pathname: string
  search: URLSearchParams
  /** The locale the visitor gets: the locale cookie's, else the one negotiated from Accept-Language. */
  locale: string
  clientIp: string
}

/** The HTML of each island of the page at `pathname`, or null when that page is not one the composer serves. */
export type IslandComposer = (request: IslandRequest) => Promise<Record<string, string> | null>

/** A request's query as the record a page's `searchParams` gives: one value, or all of a repeated name. */
export function searchParamsRecord(search: URLSearchParams): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {}
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key)
    params[key] = values.length === 1 ? (values[0] as string) : values
  }
  return params
}

/** Makes `composer` answer for its kind of page (a later registration of the same kind replaces it). */
export function registerIslandComposer(kind: string, composer: IslandComposer): void {
  const registry = globalThis as unknown as Record<symbol, Record<string, IslandComposer> | undefined>
  registry[islandComposersSymbol] ??= {}
  ;(registry[islandComposersSymbol] as Record<string, IslandComposer>)[kind] = composer
}

/** The islands of the page `request` asks for, from the first composer that serves it; null when none does. */
export async function composeIslands(request: IslandRequest): Promise<Record<string, string> | null> {
  const registry = (globalThis as unknown as Record<symbol, Record<string, IslandComposer> | undefined>)[
    islandComposersSymbol
  ]
  for (const composer of Object.values(registry ?? {})) {
    const islands = await composer(request)
    if (islands) return islands
  }
  return null
}

/** Whether any page's composer is registered yet. */
export function hasIslandComposers(): boolean {
  const registry = (globalThis as unknown as Record<symbol, Record<string, IslandComposer> | undefined>)[
    islandComposersSymbol
  ]
  return Object.keys(registry ?? {}).length > 0
}

/** A shell cut at its islands, once: `parts` around the islands named by `names`, in page order. */
export type SlicedShell = { parts: Buffer[]; names: string[] }

/** Cuts a shell at each empty island, or returns null if it has none or has an island twice or filled. */
export function sliceShell(shell: Buffer): SlicedShell | null {
  const parts: Buffer[] = []
  const names: string[] = []
  const start = Buffer.from(`${islandAttribute}="`)
  let from = 0
  for (let at = shell.indexOf(start); at >= 0; at = shell.indexOf(start, at + 1)) {
    const nameEnd = shell.indexOf('"', at + start.length)
    if (nameEnd < 0) return null
    const name = shell.toString('utf8', at + start.length, nameEnd)
    // The island is empty: its start tag ends right after the attribute and its end tag follows at once.
    if (shell.toString('utf8', nameEnd + 1, nameEnd + 4) !== '></' || names.includes(name)) return null
    parts.push(shell.subarray(from, nameEnd + 2))
    names.push(name)
    from = nameEnd + 2
  }
  if (!names.length) return null
  parts.push(shell.subarray(from))
  return { parts, names }
}

/** The page: the shell with each island's HTML inside its element, or null unless `islands` fills every island. */
export function fillIslands(shell: SlicedShell, islands: Record<string, string>): Buffer | null {
  const pieces: Buffer[] = []
  for (const [i, name] of shell.names.entries()) {
    const html = islands[name]
    if (html === undefined) return null
    pieces.push(shell.parts[i] as Buffer, Buffer.from(html))
  }
  pieces.push(shell.parts[shell.parts.length - 1] as Buffer)
  return Buffer.concat(pieces)
}
