'use client'

import { useDocumentInfo, useFormProcessing } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'

type Pending = { id: number; requestedAt?: string | null }

/**
 * "승인 대기 중" in the sidebar: where the group needs 게시 승인, pressing 게시 keeps the change as a request and the admin's
 * toast still says the save succeeded. This box says what happened instead, and links the request. It reads the
 * pending request of the document when the form opens and again after each save (the form stops processing).
 */
export function ApprovalWaitingNotice({ collection }: { collection: string }) {
  const { id } = useDocumentInfo()
  const processing = useFormProcessing()
  const wasProcessing = useRef(processing)
  const [saves, setSaves] = useState(0)
  const [pending, setPending] = useState<Pending | null>(null)

  useEffect(() => {
    if (wasProcessing.current && !processing) setSaves((count) => count + 1)
    wasProcessing.current = processing
  }, [processing])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `saves` is the trigger: the request is read again after each save
  useEffect(() => {
    if (id === undefined || id === null) return
    const query = new URLSearchParams({
      depth: '0',
      limit: '1',
      sort: '-id',
      'where[and][0][targetCollection][equals]': collection,
      'where[and][1][targetId][equals]': String(id),
      'where[and][2][action][equals]': 'publish',
      'where[and][3][status][equals]': 'pending',
    })
    const controller = new AbortController()
    fetch(`/api/cms/approval-requests?${query}`, { credentials: 'same-origin', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { docs?: Pending[] } | null) => setPending(body?.docs?.[0] ?? null))
      .catch(() => undefined)
    return () => controller.abort()
  }, [collection, id, saves])

  if (!pending) return null
  return (
    <div
      role="status"
      className="approval-waiting"
      style={{
        border: '1px solid var(--theme-warning-500, #b7791f)',
        background: 'var(--theme-warning-50, #fffbeb)',
        borderRadius: 4,
        padding: '0.75rem 1rem',
        margin: '0 0 1.5rem',
      }}
    >
      <p style={{ margin: 0, fontWeight: 600 }}>승인 대기 중</p>
      <p style={{ margin: '0.25rem 0 0.5rem' }}>
        게시를 요청한 내용은 승인권자가 승인하면 사이트에 게시됩니다. 그때까지 사이트는 바뀌지 않습니다.
      </p>
      <a href={`/admin/collections/approval-requests/${pending.id}`}>승인 요청 #{pending.id} 보기</a>
    </div>
  )
}
