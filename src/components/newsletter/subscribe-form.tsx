'use client'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { formText, submitJson } from '@/lib/submit-json'
import { newsletterConsent } from '@/modules/newsletter/messages'

type State = { attempt: number; ok: boolean; message: string | null; fieldErrors: Record<string, string> }

/**
 * Newsletter sign-up (double opt-in). `compact` fits the footer: the consent details fold into a <details>.
 * Exported for the footer of the site layout.
 */
export function SubscribeForm({ compact = false }: { compact?: boolean }) {
  const [state, setState] = useState<State>({ attempt: 0, ok: false, message: null, fieldErrors: {} })
  const [pending, setPending] = useState(false)
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const status = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (state.attempt === 0) return
    const first = (['email', 'name', 'consent'] as const).find((f) => state.fieldErrors[f])
    const target = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : status.current
    target?.focus()
  }, [state])

  /** Posts to `/api/v1/subscribers`: a refusal is a 4xx with Korean messages, and the typed values stay. */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const target = event.currentTarget
    const data = new FormData(target)
    setPending(true)
    const result = await submitJson<{ message: string }>('/api/v1/subscribers', {
      email: formText(data, 'email'),
      name: formText(data, 'name'),
      consent: data.get('consent') === 'on',
      website: formText(data, 'website'),
    })
    setPending(false)
    if (result.ok) target.reset()
    setState((previous) =>
      result.ok
        ? { attempt: previous.attempt + 1, ok: true, message: result.data.message, fieldErrors: {} }
        : { attempt: previous.attempt + 1, ok: false, message: result.message, fieldErrors: result.fieldErrors },
    )
  }

  const err = state.fieldErrors
  const fieldId = (name: string) => `${id}-${name}`
  const errorId = (name: string) => `${id}-${name}-error`
  const consentDetails = (
    <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-medium">목적</dt>
      <dd>{newsletterConsent.purpose}</dd>
      <dt className="font-medium">항목</dt>
      <dd>{newsletterConsent.items}</dd>
      <dt className="font-medium">보유 기간</dt>
      <dd>{newsletterConsent.retention}</dd>
      <dt className="font-medium">거부 권리</dt>
      <dd>{newsletterConsent.refusal}</dd>
    </dl>
  )

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={compact ? '뉴스레터 빠른 구독' : '뉴스레터 구독 신청'}
      className={compact ? 'space-y-3' : 'space-y-4 rounded-lg border border-gray-300 p-6'}
    >
      {!compact && <h2 className="font-bold text-xl">뉴스레터 구독 신청</h2>}
      <div className={compact ? 'flex flex-wrap gap-2' : 'grid gap-4 md:grid-cols-2'}>
        <div className={compact ? 'min-w-48 flex-1' : ''}>
          <label htmlFor={fieldId('email')} className={compact ? 'sr-only' : 'font-medium'}>
            이메일 (필수)
          </label>
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder={compact ? '이메일 주소' : undefined}
            aria-invalid={err.email ? true : undefined}
            aria-describedby={err.email ? errorId('email') : undefined}
            className="mt-1 h-11 w-full rounded border border-gray-400 px-3 text-ink"
          />
          {err.email && (
            <p id={errorId('email')} className="mt-1 text-red-700 text-sm">
              {err.email}
            </p>
          )}
        </div>
        <div className={compact ? 'min-w-32' : ''}>
          <label htmlFor={fieldId('name')} className={compact ? 'sr-only' : 'font-medium'}>
            이름 (선택)
          </label>
          <input
            id={fieldId('name')}
            name="name"
            autoComplete="name"
            maxLength={20}
            placeholder={compact ? '이름(선택)' : undefined}
            aria-invalid={err.name ? true : undefined}
            aria-describedby={err.name ? errorId('name') : undefined}
            className="mt-1 h-11 w-full rounded border border-gray-400 px-3 text-ink"
          />
          {err.name && (
            <p id={errorId('name')} className="mt-1 text-red-700 text-sm">
              {err.name}
            </p>
          )}
        </div>
      </div>
      {compact ? (
        <details className="text-sm">
          <summary className="cursor-pointer">개인정보 수집·이용 안내</summary>
          {consentDetails}
        </details>
      ) : (
        consentDetails
      )}
      <div className="flex items-center gap-2">
        <input
          id={fieldId('consent')}
          name="consent"
          type="checkbox"
          required
          aria-invalid={err.consent ? true : undefined}
          aria-describedby={err.consent ? errorId('consent') : undefined}
          className="h-5 w-5 accent-brand-700"
        />
        <label htmlFor={fieldId('consent')}>개인정보 수집·이용에 동의합니다. (필수)</label>
      </div>
      {err.consent && (
        <p id={errorId('consent')} className="text-red-700 text-sm">
          {err.consent}
        </p>
      )}
      <div aria-hidden className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId('website')}>웹사이트</label>
        <input id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="h-11 rounded bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {pending ? '신청 중…' : '구독 신청'}
      </button>
      <p
        ref={status}
        tabIndex={-1}
        role={state.ok ? 'status' : 'alert'}
        className={state.message ? (state.ok ? 'text-brand-800' : 'text-red-700') : 'sr-only'}
      >
        {state.message}
      </p>
    </form>
  )
}
