'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

type Props = { id: number; approveLabel?: string }

/** 승인 / 반려 of one request, through the approval API (the same rules as a groupware's 전자결재 call). */
export function ApprovalDecisionForm({ id, approveLabel = '승인' }: Props) {
  const router = useRouter()
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const decide = async (kind: 'approve' | 'reject') => {
    if (kind === 'reject' && !reason.trim()) {
      setMessage('반려 사유를 입력해 주세요.')
      return
    }
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(`/api/v1/approvals/${id}/${kind}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(reason.trim() ? { reason: reason.trim() } : {}),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
        setMessage(body?.error?.message ?? '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.')
        return
      }
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <fieldset style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', margin: 0 }}>
      <legend style={{ padding: '0 0.25rem', fontWeight: 600 }}>승인 결정</legend>
      <label htmlFor={reasonId} style={{ display: 'block', marginBottom: '0.25rem' }}>
        결정 의견 (반려할 때는 사유가 필요합니다)
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
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '0.5rem 0 0' }}>
          {message}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: '0.5rem', marginTop: '0.75rem' }}>
        <Button buttonStyle="primary" disabled={busy} onClick={() => decide('approve')}>
          {approveLabel}
        </Button>
        <Button buttonStyle="secondary" disabled={busy} onClick={() => decide('reject')}>
          반려
        </Button>
      </div>
    </fieldset>
  )
}
