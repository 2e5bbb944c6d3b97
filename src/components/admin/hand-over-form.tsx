'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import type { HandOverCounts } from '@/modules/users/hand-over'

type Props = { fromId: number; counts: HandOverCounts; accounts: { id: number; label: string }[] }

/** The form itself: the successor is chosen, the counts confirmed, and everything moves in one request. */
export function HandOverForm({ fromId, counts, accounts }: Props) {
  const router = useRouter()
  const selectId = useId()
  const [to, setTo] = useState('')
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const total = counts.pages + counts.boards + counts.requests
  const summary = `페이지 ${counts.pages}개, 게시판 ${counts.boards}개, 승인 대기 요청 ${counts.requests}건`

  const send = async () => {
    if (!to) {
      setMessage({ text: '넘겨받을 계정을 고르세요.', error: true })
      return
    }
    const chosen = accounts.find((a) => String(a.id) === to)
    if (!window.confirm(`${summary}을(를) ${chosen?.label ?? '고른 계정'}에게 넘깁니다. 계속할까요?`)) return
    setBusy(true)
    setMessage(null)
    try {
      const response = await fetch(`/api/cms/users/${fromId}/hand-over`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: Number(to) }),
      })
      const body = (await response.json().catch(() => null)) as { message?: string } | null
      if (!response.ok) {
        setMessage({ text: body?.message ?? '넘기지 못했습니다. 잠시 후 다시 시도해 주세요.', error: true })
        return
      }
      setMessage({ text: body?.message ?? '넘겼습니다.', error: false })
      setTo('')
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="hand-over" aria-labelledby={`${selectId}-title`} style={{ margin: '0 0 2rem' }}>
      <h3 id={`${selectId}-title`} style={{ margin: '0 0 0.5rem' }}>
        담당 업무 넘기기
      </h3>
      <p style={{ margin: '0 0 0.75rem', color: 'var(--theme-elevation-650)' }}>
        인사이동 때 이 계정이 맡은 콘텐츠 정비 페이지, 게시판, 승인 대기 중인 요청을 다른 계정에 한 번에 넘깁니다. 지금
        맡은 것: {summary}.
      </p>
      {total > 0 ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end' }}>
          <div>
            <label htmlFor={selectId} style={{ display: 'block', marginBottom: '0.25rem' }}>
              넘겨받을 계정
            </label>
            <select
              id={selectId}
              value={to}
              onChange={(event) => setTo(event.target.value)}
              style={{ minHeight: '2.5rem', minWidth: '16rem', maxWidth: '100%' }}
            >
              <option value="">계정을 고르세요</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.label}
                </option>
              ))}
            </select>
          </div>
          <Button buttonStyle="secondary" disabled={busy} onClick={send} margin={false}>
            넘기기
          </Button>
        </div>
      ) : null}
      {message ? (
        <p
          role={message.error ? 'alert' : 'status'}
          style={{ color: message.error ? 'var(--theme-error-500)' : 'inherit', margin: '0.5rem 0 0' }}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  )
}
