'use client'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useId, useState } from 'react'

type Progress = {
  status: 'not-sent' | 'sending' | 'sent' | 'failed'
  stalled: boolean
  total: number
  sentCount: number
  failedCount: number
  finishedAt: string | null
  activeSubscribers: number
  approvalRequestId: number | null
}

const pollMs = 1500

function stateText(progress: Progress): string {
  const { sentCount, failedCount, total } = progress
  switch (progress.status) {
    case 'not-sent':
      return progress.approvalRequestId ? '발송 승인 대기: 승인되면 구독자에게 발송됩니다.' : '발송 전'
    case 'sending':
      if (progress.stalled) return `발송이 멈췄습니다 (${sentCount + failedCount}/${total}). 이어서 발송할 수 있습니다.`
      // Queued, not yet taken by the server process that runs jobs (the count is set when it starts).
      return total === 0 ? '발송 대기 중' : `발송 중 ${sentCount + failedCount}/${total}`
    case 'sent':
      return `발송 완료 ${sentCount}명, 실패 ${failedCount}명`
    case 'failed':
      return `발송 실패 (보냄 ${sentCount}명, 실패 ${failedCount}명)`
  }
}

/**
 * The 뉴스레터 발송 box of a newsletter post: the state of its send, and a button that asks once more before sending
 * the issue to every active subscriber through `POST /api/v1/newsletters/{id}/send` with the admin session. While the
 * mail goes out, the count follows by polling the GET of the same address.
 */
export function NewsletterSendField() {
  const { id } = useDocumentInfo()
  const published = useFormFields(([fields]) => fields._status?.value) === 'published'
  const [progress, setProgress] = useState<Progress | null>(null)
  const [message, setMessage] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const url = id ? `/api/v1/newsletters/${id}/send` : null

  const load = useCallback(async () => {
    if (!url) return
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null)
    const body = await response?.json().catch(() => null)
    if (response?.ok) setProgress(body as Progress)
    else setMessage(body?.error?.message ?? '발송 상태를 불러오지 못했습니다.')
  }, [url])

  useEffect(() => {
    void load()
  }, [load])

  const sending = progress?.status === 'sending' && !progress.stalled
  useEffect(() => {
    if (!sending) return
    const timer = setInterval(() => void load(), pollMs)
    return () => clearInterval(timer)
  }, [sending, load])

  async function send() {
    if (!url) return
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(url, { method: 'POST', credentials: 'same-origin' })
      const body = await response.json().catch(() => null)
      if (response.ok) setProgress(body as Progress)
      else {
        setMessage(body?.error?.message ?? '발송을 시작하지 못했습니다.')
        await load()
      }
    } catch {
      setMessage('서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.')
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  const canSend = progress && ((progress.status === 'not-sent' && !progress.approvalRequestId) || progress.stalled)

  return (
    <section
      aria-labelledby={headingId}
      style={{ border: '1px solid var(--theme-elevation-150)', padding: '1rem', marginBottom: '1.5rem' }}
    >
      <h3 id={headingId} style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
        뉴스레터 발송
      </h3>
      {!id ? (
        <p>글을 저장하고 게시한 뒤 발송할 수 있습니다.</p>
      ) : (
        <>
          <p role="status" aria-live="polite" data-testid="newsletter-send-state" style={{ fontWeight: 700 }}>
            {progress ? stateText(progress) : '불러오는 중…'}
          </p>
          {progress?.approvalRequestId ? (
            <p>
              <a href={`/admin/collections/approval-requests/${progress.approvalRequestId}`}>발송 승인 요청 보기</a>
            </p>
          ) : null}
          {message ? (
            <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
              {message}
            </p>
          ) : null}
          {canSend && !confirming ? (
            <>
              {!published ? <p>게시된 글만 발송할 수 있습니다. 먼저 게시해 주세요.</p> : null}
              <Button
                buttonStyle="primary"
                disabled={!published || busy}
                onClick={async () => {
                  await load()
                  setConfirming(true)
                }}
                type="button"
              >
                {progress.stalled ? '이어서 발송' : '구독자에게 발송'}
              </Button>
            </>
          ) : null}
          {canSend && confirming ? (
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <legend style={{ fontWeight: 700, padding: 0 }}>발송 확인</legend>
              <p>활성 구독자 {progress.activeSubscribers}명에게 발송합니다. 한 번 발송하면 다시 보낼 수 없습니다.</p>
              <div style={{ display: 'flex', gap: '0.5rem' }}>
                <Button buttonStyle="primary" disabled={busy} onClick={send} type="button">
                  발송
                </Button>
                <Button buttonStyle="secondary" disabled={busy} onClick={() => setConfirming(false)} type="button">
                  취소
                </Button>
              </div>
            </fieldset>
          ) : null}
        </>
      )}
    </section>
  )
}
