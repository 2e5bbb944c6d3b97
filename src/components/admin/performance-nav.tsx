import { NavGroup } from '@payloadcms/ui'
import Link from 'next/link'
import type { ServerProps } from 'payload'
import { allowedBoards, type PermissionSubject } from '@/access/permissions'
import { boardListUrl } from '@/modules/admin/route-map'
import { boardSeqs } from '@/modules/boards/board-numbers'

const records = [
  { seq: boardSeqs.certificationRecords, label: '인증·평가 실적' },
  { seq: boardSeqs.engineeringRecords, label: '엔지니어링 실적' },
  { seq: boardSeqs.rndRecords, label: 'R&D 실적' },
]

/**
 * 실적 관리 in the sidebar: performance records are posts of boards 5–7, so the entries open the posts list narrowed
 * to one board. Only boards the user's group may read are listed.
 */
export function PerformanceNav({ user }: ServerProps) {
  const boards = allowedBoards((user ?? null) as PermissionSubject | null, 'read')
  const visible = records.filter((r) => boards === 'all' || boards.includes(r.seq))
  if (visible.length === 0) return null
  return (
    <NavGroup label="실적 관리">
      {visible.map((r) => (
        <Link key={r.seq} className="nav__link" href={boardListUrl(r.seq)} prefetch={false}>
          <span className="nav__link-label">{r.label}</span>
        </Link>
      ))}
    </NavGroup>
  )
}
