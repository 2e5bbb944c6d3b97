import { islandAttribute } from '@/lib/page-islands'

type Props = {
  name: string
  /** The island's HTML; null in a page shell, whose islands `server.mjs` fills (src/lib/page-islands.ts). */
  html: string | null
}

/**
 * An island of a page served from a shell (the board lists, 통합검색): HTML rendered by one string renderer
 * (board-list-html.ts, search-html.ts), put in by React when it renders the whole page and by server.mjs when it fills
 * a cached shell. These pages ship no client runtime (docs/decisions/0017-public-pages-without-react.md), so no client
 * router ever rebuilds one from its shell.
 */
export function PageIsland({ name, html }: Props) {
  // The island's attribute comes last: sliceShell finds the end of the start tag by it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the string renderers escape every value they put in.
  return <div {...{ [islandAttribute]: name }} dangerouslySetInnerHTML={{ __html: html ?? '' }} />
}
