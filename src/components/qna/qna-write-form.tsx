'use client'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { formText, type Refusal, submitJson } from '@/lib/submit-json'
import { qnaConsent } from '@/modules/qna/consent'
import type { QnaField } from '@/modules/qna/input'
import { passwordSpecialCharacters } from '@/validation/validators'
import { CaptchaWidget } from './captcha-widget'

type Props = { categories: { id: string; name: string }[]; listPath: string }

const fieldOrder: QnaField[] = ['category', 'title', 'content', 'name', 'email', 'phone', 'password', 'consent']

const inputClass =
  'mt-1 w-full rounded border border-gray-400 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

type State = Refusal & { attempt: number }

/**
 * The field Q&A form. It posts to `/api/v1/qna`, the same endpoint integrators use, so a refused submission is a
 * 4xx with Korean messages; nothing typed is lost. Every error sits beside its field (aria-describedby) and the
 * first one takes focus.
 */
export function QnaWriteForm({ categories, listPath }: Props) {
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
        표시는 필수 입력 항목입니다.
      </p>
      <div>
        <label htmlFor="category" className="font-medium">
          분류 <span className="text-red-700">*</span>
        </label>
        <select
          id="category"
          name="category"
          required
          aria-invalid={err('category') ? true : undefined}
          aria-describedby={described('category')}
          className={`${inputClass} h-11 bg-white`}
        >
          <option value="">분류를 선택해 주세요</option>
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
          제목 <span className="text-red-700">*</span>
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
          내용 <span className="text-red-700">*</span>
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
            이름 <span className="text-red-700">*</span>
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
            이메일 <span className="text-red-700">*</span>
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
            답변이 등록되면 이 주소로 알려 드립니다.
          </p>
          {errorText('email')}
        </div>
        <div>
          <label htmlFor="phone" className="font-medium">
            연락처 <span className="text-muted text-sm">(선택)</span>
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
            비밀번호 <span className="text-red-700">*</span>
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
            영문, 숫자, 특수문자({passwordSpecialCharacters})를 각각 하나 이상 넣어 8자 이상. 글을 보거나 수정·삭제할 때
            필요합니다.
          </p>
          {errorText('password')}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <input id="isSecret" name="isSecret" type="checkbox" defaultChecked className="h-5 w-5 accent-brand-700" />
        <label htmlFor="isSecret">비밀글로 등록 (비밀번호를 아는 사람과 담당자만 볼 수 있습니다)</label>
      </div>

      <fieldset className="rounded border border-gray-300 p-5" aria-describedby={described('consent')}>
        <legend className="px-2 font-semibold">개인정보 수집·이용 동의 (필수)</legend>
        <dl className="grid gap-x-4 gap-y-2 text-sm md:grid-cols-[8rem_1fr]">
          <dt className="font-medium">수집·이용 목적</dt>
          <dd>{qnaConsent.purpose}</dd>
          <dt className="font-medium">수집 항목</dt>
          <dd>{qnaConsent.items}</dd>
          <dt className="font-medium">보유·이용 기간</dt>
          <dd>{qnaConsent.retention}</dd>
          <dt className="font-medium">동의 거부 권리</dt>
          <dd>{qnaConsent.refusal}</dd>
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
            위 내용을 확인했으며 개인정보 수집·이용에 동의합니다.
          </label>
        </div>
        {errorText('consent')}
      </fieldset>

      {/* Robots fill every field; people never see this one. */}
      <div aria-hidden className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">웹사이트</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div>
        <p className="mb-2 font-medium">자동 입력 방지</p>
        <CaptchaWidget key={state.attempt} />
      </div>

      <div className="flex justify-center gap-3">
        <a href={listPath} className="inline-flex h-12 items-center rounded border border-gray-400 px-8">
          취소
        </a>
        <button
          type="submit"
          disabled={pending}
          className="h-12 rounded bg-brand-700 px-10 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {pending ? '등록 중…' : '등록'}
        </button>
      </div>
    </form>
  )
}
