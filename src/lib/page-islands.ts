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
