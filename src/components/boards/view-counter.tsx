import { enhanceHook } from '@/enhance/hooks'

/**
 * Marks the post whose view the browser counts, once per page load (src/enhance/view-counter.ts): the server counts
 * it only once per session (cookie), and link prefetches or crawlers without scripts are not counted at all.
 */
export function ViewCounter({ postId }: { postId: string }) {
  return <span hidden data-post-id={postId} {...enhanceHook('view-counter')} />
}
