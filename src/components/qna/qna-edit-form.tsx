'use client'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { formText, submitJson } from '@/lib/submit-json'
import type { QnaTexts } from './texts'

type Props = {
  id: string
  categories: { id: string; name: string }[]
  initial: { category: string; title: string; content: string; isSecret: boolean }
  viewPath: string
  texts: QnaTexts
}

type State = { attempt: number; message: string | null; fieldErrors: Record<string, string> }
const inputClass = 'mt-1 w-full rounded border border-gray-400 px-3 py-2 aria-[invalid=true]:border-red-700'
const order = ['category', 'title', 'content', 'password']

/**
 * The asker edits an unanswered question; the post's password confirms it is them. Sent to
 * `PATCH /api/v1/qna/{id}`, which refuses with a 4xx and messages in the page's language.
 */
export function QnaEditForm({ id, categories, initial, viewPath, texts }: Props) {
  const [state, setState] = useState<State>({ attempt: 0, message: null, fieldErrors: {} })
  const [pending, setPending] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    setPending(true)
    const result = await submitJson(
      `/api/v1/qna/${encodeURIComponent(id)}`,
      {
        category: formText(data, 'category'),
        title: formText(data, 'title'),
        content: formText(data, 'content'),
        isSecret: data.get('isSecret') === 'on',
        password: formText(data, 'password'),
      },
      'PATCH',
    )
    if (result.ok) {
      window.location.assign(viewPath)
      return
    }
    setPending(false)
    const fieldErrors = { ...result.fieldErrors }
    // A wrong password (403) or too many tries (429) is about the password field.
    if (result.status === 403 || result.status === 429) fieldErrors.password ??= result.message
    setState((previous) => ({ attempt: previous.attempt + 1, message: result.message, fieldErrors }))
  }

  useEffect(() => {
    if (state.attempt === 0) return
    const first = order.find((f) => state.fieldErrors[f])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [state])
  const err = (f: string) => state.fieldErrors[f]
  const aria = (f: string) => ({
    'aria-invalid': err(f) ? true : undefined,
    'aria-describedby': err(f) ? `edit-${f}-error` : undefined,
  })
  const message = (f: string) =>
    err(f) ? (
      <p id={`edit-${f}-error`} className="mt-1 text-red-700 text-sm">
        {err(f)}
      </p>
    ) : null
  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-8 space-y-6">
      {state.message && (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-4 text-red-800">
          {state.message}
        </p>
      )}
      <div>
        <label htmlFor="edit-category" className="font-medium">
          {texts.category}
        </label>
        <select
          id="edit-category"
          name="category"
          defaultValue={initial.category}
          className={`${inputClass} h-11 bg-white`}
          {...aria('category')}
        >
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {message('category')}
      </div>
      <div>
        <label htmlFor="edit-title" className="font-medium">
          {texts.title}
        </label>
        <input
          id="edit-title"
          name="title"
          defaultValue={initial.title}
          maxLength={100}
          className={`${inputClass} h-11`}
          {...aria('title')}
        />
        {message('title')}
      </div>
      <div>
        <label htmlFor="edit-content" className="font-medium">
          {texts.content}
        </label>
        <textarea
          id="edit-content"
          name="content"
          rows={10}
          defaultValue={initial.content}
          className={inputClass}
          {...aria('content')}
        />
        {message('content')}
      </div>
      <div className="flex items-center gap-2">
        <input
          id="edit-secret"
          name="isSecret"
          type="checkbox"
          defaultChecked={initial.isSecret}
          className="h-5 w-5 accent-brand-700"
        />
        <label htmlFor="edit-secret">{texts.secret}</label>
      </div>
      <div>
        <label htmlFor="edit-password" className="font-medium">
          {texts.currentPassword}
        </label>
        <input
          id="edit-password"
          name="password"
          type="password"
          autoComplete="current-password"
          className={`${inputClass} h-11`}
          {...aria('password')}
        />
        {message('password')}
      </div>
      <div className="flex justify-center gap-3">
        <a href={viewPath} className="inline-flex h-12 items-center rounded border border-gray-400 px-8">
          {texts.cancel}
        </a>
        <button
          type="submit"
          disabled={pending}
          className="h-12 rounded bg-brand-700 px-10 font-semibold text-white disabled:opacity-60"
        >
          {pending ? texts.saving : texts.edit}
        </button>
      </div>
    </form>
  )
}
