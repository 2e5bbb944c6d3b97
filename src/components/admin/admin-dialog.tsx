'use client'
import { type CSSProperties, type ReactNode, type RefObject, useId, useRef } from 'react'

/** The Korean message of a failed admin request: Payload's `errors[0]`, the API's `error.message`, or a fallback. */
export async function errorMessage(response: Response | null, fallback: string): Promise<string> {
  const body = await response?.json().catch(() => null)
  return body?.error?.message ?? body?.errors?.[0]?.message ?? fallback
}

export const smallButton = 'btn btn--style-secondary btn--size-small'

const dialogStyle: CSSProperties = {
  width: 'min(44rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 4rem)',
  padding: '1.5rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '8px',
  background: 'var(--theme-elevation-0)',
  color: 'var(--theme-text)',
}

export const rowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.5rem',
  marginBottom: '0.25rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: '4px',
  background: 'var(--theme-elevation-50)',
}

type Props = {
  /** The text of the button above the list that opens the dialog. */
  opener: string
  heading: string
  hint: string
  status: string
  error: string
  onOpen: () => void
  dialogRef: RefObject<HTMLDialogElement | null>
  /** The dialog's action buttons, shown after 닫기. */
  actions?: ReactNode
  children: ReactNode
}

/**
 * A modal dialog opened from a button above an admin list. The native modal <dialog> makes the page behind it inert
 * (focus stays inside) and closes on Escape; focus goes back to the button that opened it. Progress is announced in
 * a polite status line, failures in an alert.
 */
export function AdminDialog({ opener, heading, hint, status, error, onOpen, dialogRef, actions, children }: Props) {
  const openerRef = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  const hintId = useId()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: '1rem' }}>
      <button
        ref={openerRef}
        type="button"
        className={smallButton}
        style={{ margin: 0 }}
        aria-haspopup="dialog"
        onClick={() => {
          dialogRef.current?.showModal()
          onOpen()
        }}
      >
        {opener}
      </button>
      <dialog
        ref={dialogRef}
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        onClose={() => openerRef.current?.focus()}
        style={dialogStyle}
      >
        <h2 id={headingId} style={{ marginTop: 0 }}>
          {heading}
        </h2>
        <p id={hintId} style={{ color: 'var(--theme-elevation-600)' }}>
          {hint}
        </p>
        {children}
        <p role="status" aria-live="polite" style={{ minHeight: '1.5em', margin: '0.5rem 0' }}>
          {status}
        </p>
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: error ? '0.5rem 0' : 0 }}>
          {error}
        </p>
        <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            onClick={() => dialogRef.current?.close()}
          >
            닫기
          </button>
          {actions}
        </div>
      </dialog>
    </div>
  )
}
