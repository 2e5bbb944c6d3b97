import type { DefaultServerCellComponentProps } from 'payload'
import { hasEnded, isScheduled, shortKoreanDateTime } from '@/modules/boards/post-dates'

type Row = { displayFrom?: string | null; displayUntil?: string | null }

/**
 * 상태 of a post in the admin lists. 게시됨 alone made a post visitors cannot see yet look live: a published post
 * whose 게시 시작 is ahead reads "예약 11.29 09:00", one past its 게시 종료 reads "게시 종료". Read at each render,
 * as visitors' visibility is (src/modules/visibility).
 */
export function PostStatusCell({ cellData, rowData }: Partial<DefaultServerCellComponentProps>) {
  if (cellData !== 'published') return <span>초안</span>
  const row = (rowData ?? {}) as Row
  if (isScheduled(row.displayFrom))
    return (
      <span className="post-status post-status--scheduled" title="게시 시작 전: 방문자에게 아직 보이지 않습니다">
        예약 {shortKoreanDateTime(row.displayFrom)}
      </span>
    )
  if (hasEnded(row.displayUntil))
    return (
      <span className="post-status post-status--ended" title="게시 종료 후: 방문자에게 보이지 않습니다">
        게시 종료
      </span>
    )
  return <span className="post-status">게시됨</span>
}
