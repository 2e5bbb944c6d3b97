/**
 * Islands: the parts of a page that `server.mjs` fills per request into a page shell it keeps in the page cache (the
 * board lists, docs/decisions/0016-board-list-islands.md). Loaded by server.mjs through Node's type stripping: keep
 * this file free of imports.
 *
 * A shell is the page rendered by Next with every island empty. React leaves the content of an element it renders
 * with `dangerouslySetInnerHTML` alone when it hydrates, so HTML put into the shell's empty islands stays on the page.
 */

/** The attribute naming an island; the island's element puts it last, so its start tag ends right after it. */
export const islandAttribute = 'data-island'

/** The request header, carrying `server.mjs`'s internal token, that asks a board list page for its shell. */
export const boardShellHeader = 'x-board-shell'

/** Where the board list pages leave `server.mjs` the function that renders a list's islands (board-list-islands.ts). */
export const boardListComposerSymbol = Symbol.for('green-institute.board-list-composer')

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

/**
 * The shell with each island's HTML inside its element, or null unless every island of `islands` appears in the
 * shell exactly once and empty.
 */
export function fillIslands(shell: string, islands: Record<string, string>): string | null {
  const cuts: { at: number; html: string }[] = []
  for (const [name, html] of Object.entries(islands)) {
    const marker = `${islandAttribute}="${name}"></`
    const at = shell.indexOf(marker)
    if (at < 0 || shell.indexOf(marker, at + 1) >= 0) return null
    cuts.push({ at: at + marker.length - 2, html })
  }
  cuts.sort((a, b) => a.at - b.at)
  let out = ''
  let from = 0
  for (const cut of cuts) {
    out += shell.slice(from, cut.at) + cut.html
    from = cut.at
  }
  return out + shell.slice(from)
}
