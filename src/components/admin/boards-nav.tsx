import { NavGroup } from '@payloadcms/ui'
import Link from 'next/link'
import type { ServerProps } from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import { boardNavItems } from '@/modules/admin/board-nav'

/**
 * 게시판 in the sidebar, before Payload's collection groups: every board under the name staff know it by, each
 * opening that board's own list (src/components/admin/board-list-view.tsx). Boards the user's group may not read
 * are left out, and the group is left out when none remain.
 */
export async function BoardsNav({ payload, user }: ServerProps) {
  if (!payload) return null
  const items = await boardNavItems(payload, (user ?? null) as PermissionSubject | null)
  if (items.length === 0) return null
  return (
    <NavGroup label="게시판">
      {items.map((item) => (
        <Link key={item.seq} className="nav__link" href={item.href} prefetch={false}>
          <span className="nav__link-label">{item.label}</span>
        </Link>
      ))}
    </NavGroup>
  )
}
