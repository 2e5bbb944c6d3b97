import Link from 'next/link'
import type { ServerProps } from 'payload'
import type { PermissionSubject } from '@/access/permissions'
import { canSeeVisitorStats } from '@/modules/visitor-stats/access'

export const visitorStatsPath = '/admin/visitor-stats'

/** 접속자 통계 in the sidebar, under the dashboard link, for the staff who may see it. */
export function VisitorStatsNav({ user }: ServerProps) {
  if (!canSeeVisitorStats((user ?? null) as PermissionSubject | null)) return null
  return (
    <Link className="nav__link" href={visitorStatsPath} prefetch={false}>
      <span className="nav__link-label">접속자 통계</span>
    </Link>
  )
}
