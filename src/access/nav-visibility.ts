import type { CollectionConfig } from 'payload'
import { isApprover, mayNeedApproval } from '@/modules/approval/policy'
import { imageAreas } from './media-access'
import { allowedBoards, can, type PermissionSubject } from './permissions'

/**
 * Which admin menu entries a user's group may use, for the collections whose read access alone does not say it.
 * Payload already leaves out every collection the user may not read (banners, popups, Q&A, accounts…, all read
 * through `can`); these are readable more widely for the forms that use them, so their menu entries follow the
 * group here instead:
 * - 게시판 설정 (`boards`): board settings are read by every board screen, changed only by groups managing every board;
 * - 이미지 (`media`): every signed-in account reads images (they show in all forms), the library is for groups that
 *   write something holding images;
 * - 게시 승인 (`approval-requests`): each account reads its own requests, but the list is for those it concerns: groups
 *   whose publishing waits for approval, approvers, and the readers of the audit log.
 * `admin.hidden` also makes the collection's own admin screens answer "not found" for the others; its data stays
 * readable by the forms and APIs that need it.
 */
export const navRules: Partial<Record<string, (user: PermissionSubject | null) => boolean>> = {
  boards: (user) => can(user, 'boards', 'delete') && allowedBoards(user, 'delete') === 'all',
  media: (user) => imageAreas.some((area) => can(user, area, 'write')),
  'approval-requests': (user) => mayNeedApproval(user) || isApprover(user) || can(user, 'audit', 'read'),
}

/** Whether a collection's menu entry is shown to this user (collections without a rule: their read access decides). */
export const showsInNav = (slug: string, user: PermissionSubject | null): boolean => navRules[slug]?.(user) ?? true

/** The collections with `admin.hidden` following the rules above, leaving a collection's own `hidden` in force. */
export function withNavVisibility(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    const rule = navRules[collection.slug]
    if (!rule) return collection
    const own = collection.admin?.hidden
    return {
      ...collection,
      admin: {
        ...collection.admin,
        hidden: (args) =>
          (typeof own === 'function' ? own(args) : Boolean(own)) ||
          !rule((args.user ?? null) as PermissionSubject | null),
      },
    }
  })
}
