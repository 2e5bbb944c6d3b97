'use client'
import { useEffect } from 'react'

/**
 * Counts the view from the browser, once per page load: the server counts it only once per session (cookie),
 * and link prefetches or crawlers without scripts are not counted at all.
 */
export function ViewCounter({ postId }: { postId: string }) {
  useEffect(() => {
    void fetch(`/api/posts/${encodeURIComponent(postId)}/view`, { method: 'POST', credentials: 'same-origin' }).catch(
      () => undefined,
    )
  }, [postId])
  return null
}
