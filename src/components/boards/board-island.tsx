'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { islandAttribute } from '@/lib/page-islands'

type Props = {
  name: string
  /** The island's HTML; null in a page shell, whose islands `server.mjs` fills (src/lib/page-islands.ts). */
  html: string | null
  /** Set on an island that is never empty once filled: an empty one means the shell is showing unfilled. */
  showsShell?: boolean
}

/**
 * An island of a board list page. When the client router shows this page again from its own memory (Back after a
 * client-side navigation), it rebuilds the page from the shell it was given, islands empty: the page then asks the
 * server for itself again, which renders the islands filled.
 */
export function BoardIsland({ name, html, showsShell = false }: Props) {
  const element = useRef<HTMLDivElement>(null)
  const router = useRouter()
  useEffect(() => {
    if (showsShell && html === null && element.current?.childElementCount === 0) router.refresh()
  }, [showsShell, html, router])
  // The island's attribute comes last: sliceShell finds the end of the start tag by it.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: board-list-html.ts escapes every value it puts in.
  return <div ref={element} {...{ [islandAttribute]: name }} dangerouslySetInnerHTML={{ __html: html ?? '' }} />
}
