'use client'
import { useActionState, useEffect, useRef } from 'react'
import { type QnaEditState, updateQnaAction } from './actions'

type Props = {
  id: string
  categories: { id: string; name: string }[]
  initial: { category: string; title: string; content: string; isSecret: boolean }
  viewPath: string
}

const start: QnaEditState = { attempt: 0, message: null, fieldErrors: {} }
const inputClass = 'mt-1 w-full rounded border border-gray-400 px-3 py-2 aria-[invalid=true]:border-red-700'
const order = ['category', 'title', 'content', 'password']

/** The asker edits an unanswered question; the post's password confirms it is them. */
export function QnaEditForm({ id, categories, initial, viewPath }: Props) {
  const [state, action, pending] = useActionState(updateQnaAction, start)
  const form = useRef<HTMLFormElement>(null)
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
    <form ref={form} action={action} noValidate className="mt-8 space-y-6">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="viewPath" value={viewPath} />
      {state.message && (
        <p role="alert" className="rounded border border-red-700 bg-red-50 p-4 text-red-800">
          {state.message}
        </p>
      )}
      <div>
        <label htmlFor="edit-category" className="font-medium">
          분류
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
          제목
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
          내용
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
        <label htmlFor="edit-secret">비밀글</label>
      </div>
      <div>
        <label htmlFor="edit-password" className="font-medium">
          작성 시 정한 비밀번호
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
          취소
        </a>
        <button
          type="submit"
          disabled={pending}
          className="h-12 rounded bg-brand-700 px-10 font-semibold text-white disabled:opacity-60"
        >
          {pending ? '저장 중…' : '수정'}
        </button>
      </div>
    </form>
  )
}
