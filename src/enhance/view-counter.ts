import { claim } from './hooks'

/** Counts the view of the post marked by src/components/boards/view-counter.tsx, once per page load. */
export function enhanceViewCounter(root: Document): void {
  for (const marker of claim(root, 'view-counter')) {
    const postId = marker.dataset.postId
    if (!postId) continue
    void fetch(`/api/posts/${encodeURIComponent(postId)}/view`, { method: 'POST', credentials: 'same-origin' }).catch(
      () => undefined,
    )
  }
}
