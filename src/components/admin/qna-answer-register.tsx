'use client'
import { useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useRef, useState } from 'react'
import { AdminDialog, errorMessage } from './admin-dialog'

type Notice = { to: string; subject: string; text: string; link: string; registered: boolean; hasAnswer: boolean }

const request = (url: string, init: RequestInit = {}) =>
  fetch(url, { credentials: 'same-origin', cache: 'no-store', ...init }).catch(() => null)

const preStyle = {
  whiteSpace: 'pre-wrap',
  margin: 0,
  padding: '0.75rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '4px',
  background: 'var(--theme-elevation-50)',
  fontFamily: 'inherit',
} as const

/**
 * 답변 등록 under the answer of a question. Saving the form keeps the answer a draft (답변대기, not public, no mail);
 * this button shows the mail the asker will get and, once confirmed, registers the saved answer: 답변완료, public,
 * and the one mail. After that it only says the answer is registered and that edits do not mail again.
 */
export function QnaAnswerRegister() {
  const { id } = useDocumentInfo()
  const modified = useFormModified()
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [message, setMessage] = useState('')
  const [requestId, setRequestId] = useState<number | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  if (!id) return null
  if (status === 'answered') {
    return (
      <p role="note" style={{ margin: '0.5rem 0 1.5rem', color: 'var(--theme-elevation-700)' }}>
        등록된 답변입니다. 고쳐 저장하면 공개된 답변이 바로 바뀌고, 알림 메일은 다시 보내지 않습니다.
      </p>
    )
  }

  async function open() {
    setNotice(null)
    setMessage('')
    setError('')
    if (modified) {
      setError('저장하지 않은 변경이 있습니다. 먼저 "저장"으로 답변 초안을 저장한 뒤 등록해 주세요.')
      return
    }
    const response = await request(`/api/cms/qna/${id}/answer-notice`)
    if (!response?.ok) {
      setError(await errorMessage(response, '메일 미리보기를 불러오지 못했습니다.'))
      return
    }
    const loaded = (await response.json()) as Notice
    if (!loaded.hasAnswer) setError('답변 내용을 먼저 입력하고 저장해 주세요.')
    setNotice(loaded)
  }

  async function register() {
    setBusy(true)
    setError('')
    const response = await request(`/api/cms/qna/${id}/register-answer`, { method: 'POST' })
    setBusy(false)
    if (!response?.ok) {
      setError(await errorMessage(response, '답변을 등록하지 못했습니다.'))
      return
    }
    if (response.status === 202) {
      // The group's answers need approval: the saved answer waits for an approver, nothing is public or mailed yet.
      const { approvalRequestId } = (await response.json().catch(() => ({}))) as { approvalRequestId?: number }
      setRequestId(approvalRequestId ?? null)
      setMessage('답변 승인을 요청했습니다. 승인되면 답변이 공개되고 질문자에게 알림 메일이 갑니다.')
      dialogRef.current?.close()
      return
    }
    setMessage('답변을 등록했습니다. 질문자에게 알림 메일을 보냈습니다.')
    dialogRef.current?.close()
    // A full reload, so the form shows the stored 답변완료 state and the registered time.
    window.location.reload()
  }

  return (
    <div style={{ margin: '0.5rem 0 1.5rem' }}>
      <p style={{ margin: '0 0 0.5rem', color: 'var(--theme-elevation-700)' }}>
        답변 초안입니다. 방문자에게 보이지 않고 메일도 가지 않습니다. 저장한 뒤 "답변 등록"을 누르면 공개되고 질문자에게
        메일이 한 번 갑니다.
      </p>
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {message}
      </p>
      {requestId ? (
        <p style={{ margin: '0.25rem 0 0' }}>
          <a href={`/admin/collections/approval-requests/${requestId}`}>답변 승인 요청 보기</a>
        </p>
      ) : null}
      <AdminDialog
        opener="답변 등록"
        heading="답변 등록 — 보낼 메일 미리보기"
        hint="등록하면 답변이 공개되고(답변완료) 아래 메일이 질문자에게 한 번 갑니다. 등록한 뒤 답변을 고쳐도 메일은 다시 가지 않습니다."
        status={notice ? '' : error ? '' : '불러오는 중…'}
        error={error}
        onOpen={() => void open()}
        dialogRef={dialogRef}
        actions={
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium"
            disabled={busy || !notice?.hasAnswer || modified}
            onClick={() => void register()}
          >
            등록하고 메일 보내기
          </button>
        }
      >
        {notice && (
          <dl style={{ display: 'grid', gap: '0.5rem', margin: 0 }}>
            <dt style={{ fontWeight: 600 }}>받는 사람</dt>
            <dd style={{ margin: 0 }}>{notice.to}</dd>
            <dt style={{ fontWeight: 600 }}>제목</dt>
            <dd style={{ margin: 0 }}>{notice.subject}</dd>
            <dt style={{ fontWeight: 600 }}>본문</dt>
            <dd style={{ margin: 0 }}>
              <pre style={preStyle}>{notice.text}</pre>
            </dd>
            <dt style={{ fontWeight: 600 }}>링크</dt>
            <dd style={{ margin: 0 }}>
              <a href={notice.link} target="_blank" rel="noopener noreferrer">
                {notice.link}
              </a>
            </dd>
          </dl>
        )}
      </AdminDialog>
    </div>
  )
}
