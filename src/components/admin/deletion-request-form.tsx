'use client'

import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'
import type { ApprovalCollection } from '@/modules/approval/policy'

type Props = {
  collection: ApprovalCollection
  id: number
  pending: { id: number; reason: string } | null
}

/** 삭제 요청 with its reason, through the approval API (`POST /api/v1/approvals`), the same call a groupware makes. */
export function DeletionRequestForm({ collection, id, pending }: Props) {
  const reasonId = useId()
  const [reason, setReason] = useState(pending?.reason ?? '')
  // The request waiting, from the page or from this form's last answer: the form stays where it is, with its message.
  const [pendingId, setPendingId] = useState<number | null>(pending?.id ?? null)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async () => {
    if (!reason.trim()) {
      setMessage({ text: '삭제 사유를 입력해 주세요.', error: true })
      return
    }
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch('/api/v1/approvals', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ collection, id, action: 'delete', reason: reason.trim() }),
      })
      const body = (await response.json().catch(() => null)) as { id?: number; error?: { message?: string } } | null
      if (!response.ok) {
        setMessage({ text: body?.error?.message ?? '요청하지 못했습니다. 잠시 후 다시 시도해 주세요.', error: true })
        return
      }
      setMessage({
        text: `삭제 요청(#${body?.id})을 올렸습니다. 승인되면 사이트에서 내려갑니다.`,
        error: false,
      })
      if (typeof body?.id === 'number') setPendingId(body.id)
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset
      className="deletion-request"
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', margin: '0 0 1.5rem' }}
    >
      <legend style={{ padding: '0 0.25rem', fontWeight: 600 }}>삭제 요청</legend>
      <p style={{ margin: '0 0 0.5rem' }}>
        {pendingId
          ? `삭제 요청(#${pendingId})이 승인을 기다리고 있습니다. 사유를 고쳐 다시 보낼 수 있습니다.`
          : '게시된 글은 승인을 받아 삭제합니다.'}
      </p>
      <label htmlFor={reasonId} style={{ display: 'block', marginBottom: '0.25rem' }}>
        삭제 사유 (필수)
      </label>
      <textarea
        id={reasonId}
        value={reason}
        maxLength={1000}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
        style={{ width: '100%', font: 'inherit' }}
      />
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          style={{ color: message.error ? 'var(--theme-error-500)' : 'inherit', margin: '0.5rem 0 0' }}
        >
          {message.text}
        </p>
      ) : null}
      <div style={{ marginTop: '0.75rem' }}>
        <Button buttonStyle="secondary" disabled={busy} onClick={send}>
          {pendingId ? '삭제 요청 다시 보내기' : '삭제 요청'}
        </Button>
      </div>
    </fieldset>
  )
}
