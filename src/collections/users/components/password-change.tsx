'use client'
import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId, useState } from 'react'
import { staffPasswordRule } from '@/validation/validators'

/**
 * Changing one's own password asks for the current one first (`validate-pass`), then saves the new
 * one (`PUT /api/v1/users/{userSeq}?updateKind=private`). The change ends every session, so the
 * form sends the user to sign in again.
 */
export function PasswordChange() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const userSeq = useFormFields(([fields]) => fields.userSeq?.value) as number | undefined
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const ids = { current: useId(), next: useId(), confirm: useId(), message: useId() }

  if (!id || !user || String(user.id) !== String(id) || !userSeq) return null

  async function submit() {
    const rule = staffPasswordRule(next)
    if (!current) return setMessage('현재 비밀번호를 입력해 주세요.')
    if (!next || rule !== true) return setMessage(rule === true ? '새 비밀번호를 입력해 주세요.' : rule)
    if (next !== confirm) return setMessage('새 비밀번호가 서로 다릅니다.')
    setBusy(true)
    try {
      const check = await fetch(`/api/v1/users/${userSeq}/validate-pass?userPassword=${encodeURIComponent(current)}`, {
        credentials: 'same-origin',
      }).then((r) => r.json())
      if (!check?.valid) {
        setMessage(check?.error?.message ?? '현재 비밀번호가 올바르지 않습니다.')
        return
      }
      const form = new FormData()
      form.set('contents', JSON.stringify({ userPassword: next }))
      const response = await fetch(`/api/v1/users/${userSeq}?updateKind=private`, {
        method: 'PUT',
        body: form,
        credentials: 'same-origin',
      })
      if (!response.ok) {
        const body = await response.json().catch(() => null)
        setMessage(body?.error?.message ?? '비밀번호를 바꾸지 못했습니다.')
        return
      }
      setMessage('비밀번호를 바꾸었습니다. 새 비밀번호로 다시 로그인해 주세요.')
      setTimeout(() => window.location.assign('/admin/login'), 1500)
    } finally {
      setBusy(false)
    }
  }

  const field = (key: 'current' | 'next' | 'confirm', label: string, value: string, set: (v: string) => void) => (
    <div className="field-type text" style={{ marginBottom: '1rem' }}>
      <label className="field-label" htmlFor={ids[key]}>
        {label}
      </label>
      <input
        id={ids[key]}
        type="password"
        autoComplete={key === 'current' ? 'current-password' : 'new-password'}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-describedby={ids.message}
      />
    </div>
  )

  return (
    <fieldset style={{ border: '1px solid var(--theme-elevation-150)', padding: '1rem', marginBottom: '2rem' }}>
      <legend style={{ fontWeight: 700 }}>내 비밀번호 변경</legend>
      {field('current', '현재 비밀번호', current, setCurrent)}
      {field('next', '새 비밀번호 (8자 이상, 영문·숫자·특수문자 @$!%*#?& 포함)', next, setNext)}
      {field('confirm', '새 비밀번호 확인', confirm, setConfirm)}
      <p id={ids.message} role="status" aria-live="polite" style={{ minHeight: '1.5em' }}>
        {message}
      </p>
      <Button buttonStyle="secondary" disabled={busy} onClick={submit} type="button">
        비밀번호 변경
      </Button>
    </fieldset>
  )
}
