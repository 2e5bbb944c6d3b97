'use client'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { CaptchaWidget } from '@/components/qna/captcha-widget'
import { primaryButtonClass } from '@/components/ui/button-styles'
import { formText, submitJson } from '@/lib/submit-json'
import type { VerificationAnswer } from '@/modules/certification/verify-request'
import type { CertificationTexts } from './texts'
import { VerificationResultView } from './verification-result'

type Props = {
  texts: CertificationTexts
  language: 'ko' | 'en'
  reportHref: string
  /** The register's certificate pages in the page's language, for a 재발급 answer's link. */
  entryBase: string
  /** A code from the address (the QR target) that needs the captcha before it is checked. */
  initialCode?: string
  /** A number and day from the register's link (`?number=&issuedOn=`), to compare with the document in hand. */
  initialNumber?: string
  initialIssuedOn?: string
  /** The server already knows the captcha is needed (the QR target after three misses). */
  captchaFirst?: boolean
}

type Way = 'code' | 'number' | 'pdf'
type State = {
  answer: VerificationAnswer | null
  message: string
  fieldErrors: Record<string, string>
  /** The captcha is shown after the API asked for it once, and stays for the next checks. */
  captcha: boolean
  attempt: number
}

const inputClass =
  'mt-1 w-full rounded border border-gray-400 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

/**
 * 진위확인 by code, or by number and issue day: two small forms posting to `/api/v1/certificates/verify`, the endpoint
 * integrators use. The answer appears below (announced through its own live region); a refusal sits beside its
 * field; after three misses the API asks for the captcha, which then shows in both forms.
 */
export function CertificateVerifyForm({
  texts,
  language,
  reportHref,
  entryBase,
  initialCode,
  initialNumber,
  initialIssuedOn,
  captchaFirst = false,
}: Props) {
  const [state, setState] = useState<State>({
    answer: null,
    message: captchaFirst ? texts.captchaNote : '',
    fieldErrors: {},
    captcha: captchaFirst,
    attempt: 0,
  })
  const [pending, setPending] = useState<Way | null>(null)
  const resultRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (state.attempt > 0 && state.answer) resultRef.current?.focus()
  }, [state.attempt, state.answer])

  async function check(way: Way, event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    const altcha = formText(data, 'altcha')
    // The PDF goes as the form itself (multipart); the other ways as JSON.
    const body =
      way === 'pdf'
        ? data
        : {
            ...(way === 'code'
              ? { code: formText(data, 'code') }
              : { number: formText(data, 'number'), issuedOn: formText(data, 'issuedOn') }),
            ...(altcha ? { altcha } : {}),
          }
    setPending(way)
    const result = await submitJson<VerificationAnswer>('/api/v1/certificates/verify', body)
    setPending(null)
    setState((previous) =>
      result.ok
        ? { ...previous, answer: result.data, message: '', fieldErrors: {}, attempt: previous.attempt + 1 }
        : {
            ...previous,
            answer: null,
            message: result.code === 'CAPTCHA_REQUIRED' ? texts.captchaNote : result.message,
            fieldErrors: result.fieldErrors,
            captcha: previous.captcha || result.code === 'CAPTCHA_REQUIRED',
            attempt: previous.attempt + 1,
          },
    )
  }

  const fieldError = (name: string) =>
    state.fieldErrors[name] ? (
      <p id={`${name}-error`} className="mt-1 text-red-700 text-sm">
        {state.fieldErrors[name]}
      </p>
    ) : null
  const describedBy = (name: string, hint?: string) =>
    [hint, state.fieldErrors[name] ? `${name}-error` : null].filter(Boolean).join(' ') || undefined

  return (
    <div className="mt-8">
      <div
        role="alert"
        className={state.message ? 'mb-6 rounded border border-red-700 bg-red-50 p-4 text-red-800' : 'sr-only'}
      >
        {state.message}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={(event) => check('code', event)} noValidate className="rounded border border-gray-300 p-5">
          <fieldset>
            <legend className="font-bold text-ink text-lg">{texts.byCode}</legend>
            <label htmlFor="verify-code" className="mt-4 block font-medium">
              {texts.code}
            </label>
            <input
              id="verify-code"
              name="code"
              defaultValue={initialCode}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={state.fieldErrors.code ? true : undefined}
              aria-describedby={describedBy('code', 'verify-code-hint')}
              className={`${inputClass} h-11 font-mono tracking-wider`}
            />
            <p id="verify-code-hint" className="mt-1 text-muted text-sm">
              {texts.codeHint}
            </p>
            {fieldError('code')}
            {state.captcha ? (
              <div className="mt-4" key={`captcha-code-${state.attempt}`}>
                <CaptchaWidget language={language} />
              </div>
            ) : null}
            <button type="submit" className={`${primaryButtonClass} mt-4`} aria-disabled={pending !== null}>
              {pending === 'code' ? texts.checking : texts.submit}
            </button>
          </fieldset>
        </form>
        <form onSubmit={(event) => check('number', event)} noValidate className="rounded border border-gray-300 p-5">
          <fieldset>
            <legend className="font-bold text-ink text-lg">{texts.byNumber}</legend>
            <label htmlFor="verify-number" className="mt-4 block font-medium">
              {texts.number}
            </label>
            <input
              id="verify-number"
              name="number"
              defaultValue={initialNumber}
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              aria-invalid={state.fieldErrors.number ? true : undefined}
              aria-describedby={describedBy('number', 'verify-number-hint')}
              className={`${inputClass} h-11`}
            />
            <p id="verify-number-hint" className="mt-1 text-muted text-sm">
              {texts.numberHint}
            </p>
            {fieldError('number')}
            <label htmlFor="verify-issued-on" className="mt-4 block font-medium">
              {texts.issuedOn}
            </label>
            <input
              id="verify-issued-on"
              name="issuedOn"
              type="date"
              defaultValue={initialIssuedOn}
              aria-invalid={state.fieldErrors.issuedOn ? true : undefined}
              aria-describedby={describedBy('issuedOn')}
              className={`${inputClass} h-11`}
            />
            {fieldError('issuedOn')}
            {state.captcha ? (
              <div className="mt-4" key={`captcha-number-${state.attempt}`}>
                <CaptchaWidget language={language} />
              </div>
            ) : null}
            <button type="submit" className={`${primaryButtonClass} mt-4`} aria-disabled={pending !== null}>
              {pending === 'number' ? texts.checking : texts.submit}
            </button>
          </fieldset>
        </form>
        <form
          onSubmit={(event) => check('pdf', event)}
          noValidate
          encType="multipart/form-data"
          className="rounded border border-gray-300 p-5 lg:col-span-2"
        >
          <fieldset>
            <legend className="font-bold text-ink text-lg">{texts.byFile}</legend>
            <label htmlFor="verify-file" className="mt-4 block font-medium">
              {texts.file}
            </label>
            <input
              id="verify-file"
              name="file"
              type="file"
              accept="application/pdf,.pdf"
              aria-invalid={state.fieldErrors.file ? true : undefined}
              aria-describedby={describedBy('file', 'verify-file-hint')}
              className="mt-1 block w-full max-w-full text-ink file:mr-3 file:h-11 file:rounded file:border file:border-brand-700 file:bg-white file:px-4 file:font-medium file:text-brand-700"
            />
            <p id="verify-file-hint" className="mt-1 text-muted text-sm">
              {texts.fileHint}
            </p>
            {fieldError('file')}
            {state.captcha ? (
              <div className="mt-4" key={`captcha-file-${state.attempt}`}>
                <CaptchaWidget language={language} />
              </div>
            ) : null}
            <button type="submit" className={`${primaryButtonClass} mt-4`} aria-disabled={pending !== null}>
              {pending === 'pdf' ? texts.checking : texts.submit}
            </button>
          </fieldset>
        </form>
      </div>
      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {state.answer ? (
          <VerificationResultView
            result={state.answer.result}
            certificate={state.answer.certificate}
            texts={texts}
            reportHref={reportHref}
            entryBase={entryBase}
          />
        ) : null}
      </div>
    </div>
  )
}
