'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { useId, useState } from 'react'

type State = { kind: 'idle' | 'sending' | 'done' | 'error'; message: string; sha256?: string; name?: string }

/**
 * The sidebar's 발급 PDF 지문 box of a saved certificate: staff choose the PDF the institute issued, and its SHA-256 is
 * kept (the file is not), so 진위확인 by file tells that exact PDF from an altered copy.
 */
export function CertificatePdfField() {
  const { id, savedDocumentData } = useDocumentInfo()
  const saved = savedDocumentData as { pdfSha256?: string | null; pdfName?: string | null } | undefined
  const [state, setState] = useState<State>({ kind: 'idle', message: '' })
  const inputId = useId()
  if (!id) return null
  const sha256 = state.sha256 ?? saved?.pdfSha256 ?? null
  const name = state.name ?? saved?.pdfName ?? null

  async function upload(file: File) {
    setState({ kind: 'sending', message: '올리는 중…' })
    const body = new FormData()
    body.set('file', file)
    const response = await fetch(`/api/cms/certificates/${id}/fingerprint`, {
      method: 'POST',
      body,
      credentials: 'include',
    }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as {
      pdfSha256?: string
      pdfName?: string
      errors?: { message: string }[]
    } | null
    if (response?.ok && answer?.pdfSha256)
      setState({ kind: 'done', message: '지문을 저장했습니다.', sha256: answer.pdfSha256, name: answer.pdfName })
    else
      setState({ kind: 'error', message: answer?.errors?.[0]?.message ?? '저장하지 못했습니다. 다시 시도해 주세요.' })
  }

  return (
    <div className="certificate-pdf" style={{ marginBottom: '1.5rem' }}>
      <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600 }}>
        발급 PDF 지문
      </label>
      <p style={{ color: 'var(--theme-elevation-600)', margin: '0.25rem 0 0.5rem' }}>
        발급한 PDF를 고르면 SHA-256 지문만 저장합니다(파일은 저장하지 않음). 진위확인에서 같은 파일인지 비교합니다.
      </p>
      {sha256 ? (
        <p style={{ fontFamily: 'monospace', fontSize: '0.85rem', margin: '0 0 0.5rem', wordBreak: 'break-all' }}>
          {name ? `${name}: ` : ''}
          {sha256}
        </p>
      ) : null}
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        disabled={state.kind === 'sending'}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          if (file) void upload(file)
          event.currentTarget.value = ''
        }}
      />
      <p
        role="status"
        aria-live="polite"
        style={{
          margin: '0.5rem 0 0',
          minHeight: '1.5em',
          color: state.kind === 'error' ? 'var(--theme-error-750)' : 'var(--theme-success-750)',
        }}
      >
        {state.message}
      </p>
    </div>
  )
}
