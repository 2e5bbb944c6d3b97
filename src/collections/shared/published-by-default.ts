import type { CollectionBeforeOperationHook } from 'payload'

/**
 * Banners and popups keep drafts so that 게시 승인 can hold a change while the live one stays on the home page
 * (docs/decisions/0052-banner-popup-approval.md). Before they had drafts, every save showed on the site; a new one
 * created without a status (`/api/v1`, the seed, scripts) still does. The admin says which it means: 게시 or 임시 저장.
 * Runs before the approval gate, which then holds the publication where the group needs approval.
 */
export const publishedByDefault: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create') return args
  const { data, draft } = args as { data?: Record<string, unknown>; draft?: boolean }
  if (!data || draft || data._status !== undefined) return args
  return { ...args, data: { ...data, _status: 'published' } }
}
