import { islandAttribute } from '@/lib/page-islands'

type Props = {
  name: string
  /** The island's HTML; null in a page shell, whose islands `server.mjs` fills (src/lib/page-islands.ts). */
  html: string | null
}

/**
 * An island of a board list page: HTML rendered by one string renderer (board-list-html.ts), put in by React when it
 * renders the whole page and by server.mjs when it fills a cached shell. Board lists ship no client runtime
 * (docs/decisions/0017-public-pages-without-react.md), so no client router ever rebuilds one from its shell.
 */
export function BoardIsland({ name, html }: Props) {
  // The island's attribute comes last: sliceShell finds the end of the start tag by it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: board-list-html.ts escapes every value it puts in.
  return <div {...{ [islandAttribute]: name }} dangerouslySetInnerHTML={{ __html: html ?? '' }} />
}
