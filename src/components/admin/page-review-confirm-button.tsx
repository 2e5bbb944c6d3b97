'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** The button itself: posts the confirmation, then reloads the form so the new dates show. */
export function PageReviewConfirmButton({ id }: { id: number }) {
  const router = useRouter()
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(`/api/cms/page-reviews/${id}/confirm`, {
        method: 'POST',
        credentials: 'same-origin',
      })
      const body = (await response.json().catch(() => null)) as { message?: string } | null
      if (!response.ok) {
        setMessage({ text: body?.message ?? '확인하지 못했습니다. 잠시 후 다시 시도해 주세요.', error: true })
        return
      }
      setMessage({ text: body?.message ?? '변경 없음을 확인했습니다.', error: false })
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="page-review-confirm" style={{ margin: '0 0 1.5rem' }}>
      <Button buttonStyle="secondary" disabled={busy} onClick={confirm}>
        변경 없음 확인
      </Button>
      <p style={{ margin: '0.5rem 0 0', color: 'var(--theme-elevation-500)' }}>
        페이지를 살펴보고 바꿀 내용이 없으면 누르세요. 최종 확인일이 오늘로 바뀌고 다음 검토일이 검토 주기만큼
        늦춰집니다.
      </p>
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          style={{ color: message.error ? 'var(--theme-error-500)' : 'inherit', margin: '0.5rem 0 0' }}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  )
}
