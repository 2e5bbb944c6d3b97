'use client'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { formText, type Refusal, submitJson } from '@/lib/submit-json'
import type { QnaField } from '@/modules/qna/input'
import { passwordSpecialCharacters } from '@/validation/validators'
import { CaptchaWidget } from './captcha-widget'
import type { QnaTexts } from './texts'

type Props = {
  categories: { id: string; name: string }[]
  listPath: string
  texts: QnaTexts
  consent: { purpose: string; items: string; retention: string; refusal: string }
  language: 'ko' | 'en'
}

const fieldOrder: QnaField[] = ['category', 'title', 'content', 'name', 'email', 'phone', 'password', 'consent']

const inputClass =
  'mt-1 w-full rounded border border-gray-400 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

type State = Refusal & { attempt: number }

/**
 * The field Q&A form. It posts to `/api/v1/qna`, the same endpoint integrators use, so a refused submission is a
 * 4xx with messages in the page's language; nothing typed is lost. Every error sits beside its field (aria-describedby) and the
 * first one takes focus.
 */
export function QnaWriteForm({ categories, listPath, texts, consent, language }: Props) {
  const [state, setState] = useState<State>({ attempt: 0, status: 0, message: '', fieldErrors: {} })
  const [pending, setPending] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const summary = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (state.attempt === 0) return
    const first = fieldOrder.find((f) => state.fieldErrors[f])
    const target = first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`) : summary.current
    target?.focus()
  }, [state])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    setPending(true)
    const result = await submitJson<{ id: string }>('/api/v1/qna', {
      category: formText(data, 'category'),
      title: formText(data, 'title'),
      content: formText(data, 'content'),
      name: formText(data, 'name'),
      email: formText(data, 'email'),
      phone: formText(data, 'phone'),
      password: formText(data, 'password'),
      isSecret: data.get('isSecret') === 'on',
      consent: data.get('consent') === 'on',
      altcha: formText(data, 'altcha'),
      website: formText(data, 'website'),
    })
    if (result.ok) {
      window.location.assign(`${listPath}?written=1`)
      return
    }
    setPending(false)
    // A refused captcha solution cannot be used again: the widget is remounted with a fresh challenge.
    setState((previous) => ({ ...result, attempt: previous.attempt + 1 }))
  }

  const err = (field: QnaField) => state.fieldErrors[field]
  const described = (field: QnaField, hint?: string) =>
    [hint, err(field) ? `${field}-error` : null].filter(Boolean).join(' ') || undefined
  const errorText = (field: QnaField) =>
    err(field) ? (
      <p id={`${field}-error`} className="mt-1 text-red-700 text-sm">
        {err(field)}
      </p>
    ) : null
  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-8 space-y-6">
      <div
        ref={summary}
        tabIndex={-1}
        role="alert"
        className={state.message ? 'rounded border border-red-700 bg-red-50 p-4 text-red-800' : 'sr-only'}
      >
        {state.message}
      </div>
      <p className="text-muted text-sm">
        <span aria-hidden className="text-red-700">
          *
        </span>{' '}
        {texts.requiredNote}
      </p>
      <div>
        <label htmlFor="category" className="font-medium">
          {texts.category} <span className="text-red-700">*</span>
        </label>
        <select
          id="category"
          name="category"
          required
          aria-invalid={err('category') ? true : undefined}
          aria-describedby={described('category')}
          className={`${inputClass} h-11 bg-white`}
        >
          <option value="">{texts.chooseCategory}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {errorText('category')}
      </div>
      <div>
        <label htmlFor="title" className="font-medium">
          {texts.title} <span className="text-red-700">*</span>
        </label>
        <input
          id="title"
          name="title"
          required
          maxLength={100}
          aria-invalid={err('title') ? true : undefined}
          aria-describedby={described('title')}
          className={`${inputClass} h-11`}
        />
        {errorText('title')}
      </div>
      <div>
        <label htmlFor="content" className="font-medium">
          {texts.content} <span className="text-red-700">*</span>
        </label>
        <textarea
          id="content"
          name="content"
          required
          rows={10}
          maxLength={5000}
          aria-invalid={err('content') ? true : undefined}
          aria-describedby={described('content')}
          className={inputClass}
        />
        {errorText('content')}
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <label htmlFor="name" className="font-medium">
            {texts.name} <span className="text-red-700">*</span>
          </label>
          <input
            id="name"
            name="name"
            required
            autoComplete="name"
            maxLength={20}
            aria-invalid={err('name') ? true : undefined}
            aria-describedby={described('name')}
            className={`${inputClass} h-11`}
          />
          {errorText('name')}
        </div>
        <div>
          <label htmlFor="email" className="font-medium">
            {texts.email} <span className="text-red-700">*</span>
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="email"
            aria-invalid={err('email') ? true : undefined}
            aria-describedby={described('email', 'email-hint')}
            className={`${inputClass} h-11`}
          />
          <p id="email-hint" className="mt-1 text-muted text-sm">
            {texts.emailHint}
          </p>
          {errorText('email')}
        </div>
        <div>
          <label htmlFor="phone" className="font-medium">
            {texts.phone} <span className="text-muted text-sm">{texts.optional}</span>
          </label>
          <input
            id="phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="010-0000-0000"
            aria-invalid={err('phone') ? true : undefined}
            aria-describedby={described('phone')}
            className={`${inputClass} h-11`}
          />
          {errorText('phone')}
        </div>
        <div>
          <label htmlFor="password" className="font-medium">
            {texts.password} <span className="text-red-700">*</span>
          </label>
          <input
            id="password"
            name="password"
            type="password"
            required
            autoComplete="new-password"
            aria-invalid={err('password') ? true : undefined}
            aria-describedby={described('password', 'password-hint')}
            className={`${inputClass} h-11`}
          />
          <p id="password-hint" className="mt-1 text-muted text-sm">
            {texts.passwordHint.replace('{specials}', passwordSpecialCharacters)}
          </p>
          {errorText('password')}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <input id="isSecret" name="isSecret" type="checkbox" defaultChecked className="h-5 w-5 accent-brand-700" />
        <label htmlFor="isSecret">{texts.secretOption}</label>
      </div>

      <fieldset className="rounded border border-gray-300 p-5" aria-describedby={described('consent')}>
        <legend className="px-2 font-semibold">{texts.consentLegend}</legend>
        <dl className="grid gap-x-4 gap-y-2 text-sm md:grid-cols-[8rem_1fr]">
          <dt className="font-medium">{texts.consentPurpose}</dt>
          <dd>{consent.purpose}</dd>
          <dt className="font-medium">{texts.consentItems}</dt>
          <dd>{consent.items}</dd>
          <dt className="font-medium">{texts.consentRetention}</dt>
          <dd>{consent.retention}</dd>
          <dt className="font-medium">{texts.consentRefusal}</dt>
          <dd>{consent.refusal}</dd>
        </dl>
        <div className="mt-4 flex items-center gap-2">
          <input
            id="consent"
            name="consent"
            type="checkbox"
            required
            aria-invalid={err('consent') ? true : undefined}
            aria-describedby={described('consent')}
            className="h-5 w-5 accent-brand-700"
          />
          <label htmlFor="consent" className="font-medium">
            {texts.consentAgree}
          </label>
        </div>
        {errorText('consent')}
      </fieldset>

      {/* Robots fill every field; people never see this one. */}
      <div aria-hidden className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">{texts.website}</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div>
        <p className="mb-2 font-medium">{texts.captcha}</p>
        <CaptchaWidget key={state.attempt} language={language} />
      </div>

      <div className="flex justify-center gap-3">
        <a href={listPath} className="inline-flex h-12 items-center rounded border border-gray-400 px-8">
          {texts.cancel}
        </a>
        <button
          type="submit"
          disabled={pending}
          className="h-12 rounded bg-brand-700 px-10 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {pending ? texts.submitting : texts.submit}
        </button>
      </div>
    </form>
  )
}
