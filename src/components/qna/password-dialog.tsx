'use client'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'

type Props = {
  /** Text of the button that opens the dialog. */
  trigger: string
  title: string
  description: string
  /** Sends the password; resolves to an error message, or null when it was accepted. */
  onSubmitPassword: (password: string) => Promise<string | null>
  /** Text of the button that sends the password. */
  submitLabel: string
  /** The dialog's own words: the field's label, its cancel button and its two messages. */
  labels: { password: string; cancel: string; passwordRequired: string; failed: string }
  tone?: 'primary' | 'danger'
}

/**
 * The spec's password dialog: a native modal <dialog>, so focus stays inside, Esc closes it and focus returns to
 * the button that opened it. Errors are announced and keep focus on the password field.
 */
export function PasswordDialog({
  trigger,
  title,
  description,
  onSubmitPassword,
  submitLabel,
  labels,
  tone = 'primary',
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = useId()
  const router = useRouter()

  const close = () => {
    dialog.current?.close()
    setError(null)
    opener.current?.focus()
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = input.current?.value ?? ''
    if (!password) {
      setError(labels.passwordRequired)
      input.current?.focus()
      return
    }
    setBusy(true)
    const message = await onSubmitPassword(password).catch(() => labels.failed)
    setBusy(false)
    if (message) {
      setError(message)
      input.current?.select()
      return
    }
    dialog.current?.close()
    router.refresh()
  }

  const buttonClass =
    tone === 'danger' ? 'bg-red-700 text-white hover:bg-red-800' : 'bg-brand-700 text-white hover:bg-brand-800'

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => {
          dialog.current?.showModal()
          input.current?.focus()
        }}
        className={`inline-flex h-11 items-center rounded px-5 font-medium ${buttonClass}`}
      >
        {trigger}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        onClose={() => setError(null)}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-black/50"
      >
        <form onSubmit={submit} className="p-6" noValidate>
          <h2 id={`${id}-title`} className="font-bold text-xl">
            {title}
          </h2>
          <p id={`${id}-desc`} className="mt-2 text-muted">
            {description}
          </p>
          <label htmlFor={`${id}-password`} className="mt-4 block font-medium">
            {labels.password}
          </label>
          <input
            ref={input}
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1 h-11 w-full rounded border border-gray-400 px-3"
          />
          <p id={`${id}-error`} role="alert" className="mt-2 min-h-6 text-red-700 text-sm">
            {error}
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" onClick={close} className="h-11 rounded border border-gray-400 px-5">
              {labels.cancel}
            </button>
            <button
              type="submit"
              disabled={busy}
              className={`h-11 rounded px-5 font-medium ${buttonClass} disabled:opacity-60`}
            >
              {submitLabel}
            </button>
          </div>
        </form>
      </dialog>
    </>
  )
}
