'use client'

import { useFormFields } from '@payloadcms/ui'
import { hasEnded, isScheduled, shortKoreanDateTime } from '@/modules/boards/post-dates'

const boxStyle = {
  marginBottom: 'var(--base, 20px)',
  padding: '0.6rem 0.8rem',
  borderRadius: 'var(--style-radius-s, 3px)',
  border: '1px solid var(--theme-warning-500, #d97706)',
  background: 'var(--theme-warning-50, #fffbeb)',
  color: 'var(--theme-elevation-800)',
} as const

/**
 * 게시 상태 in the post form's sidebar: 예약 with its start while visitors cannot see the post yet, 게시 종료 once
 * its end passed. Follows the form as staff edit the dates, before they save.
 */
export function PostScheduleStatus() {
  const from = useFormFields(([fields]) => fields.displayFrom?.value) as string | null | undefined
  const until = useFormFields(([fields]) => fields.displayUntil?.value) as string | null | undefined
  const status = useFormFields(([fields]) => fields._status?.value) as string | undefined
  const draft = status === 'draft'
  if (isScheduled(from))
    return (
      <div role="status" aria-label="게시 상태" className="post-schedule-status" style={boxStyle}>
        <strong>예약 {shortKoreanDateTime(from)}</strong>
        <div>
          {draft
            ? '게시하면 이 시각부터 방문자에게 보입니다.'
            : '이 시각부터 방문자에게 보입니다. 그 전에는 보이지 않습니다.'}
        </div>
      </div>
    )
  if (hasEnded(until))
    return (
      <div role="status" aria-label="게시 상태" className="post-schedule-status" style={boxStyle}>
        <strong>게시 종료</strong>
        <div>게시 종료 시각이 지나 방문자에게 보이지 않습니다.</div>
      </div>
    )
  return null
}
