'use server'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { createQna, deleteQnaByAuthor, updateQnaByAuthor } from '@/modules/qna/service'
import type { QnaFormState } from './form-state'

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** Q&A writing (Next checks the Origin of server actions). Refusals return the form with Korean messages. */
export async function createQnaAction(previous: QnaFormState, form: FormData): Promise<QnaFormState> {
  const payload = await getPayloadClient()
  const values = {
    category: text(form, 'category'),
    title: text(form, 'title'),
    content: text(form, 'content'),
    name: text(form, 'name'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    isSecret: form.get('isSecret') === 'on',
  }
  const result = await createQna(payload, {
    fields: { ...values, password: text(form, 'password'), consent: form.get('consent') === 'on' },
    honeypot: text(form, 'website'),
    captcha: text(form, 'altcha'),
    ip: clientIp(await headers()),
  })
  if (!result.ok) {
    return { attempt: previous.attempt + 1, message: result.message, fieldErrors: result.fieldErrors ?? {}, values }
  }
  const listPath = text(form, 'listPath')
  redirect(`${listPath.startsWith('/') && !listPath.startsWith('//') ? listPath : '/media/media02'}?written=1`)
}

export async function deleteQnaAction(
  id: string,
  password: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const payload = await getPayloadClient()
  const result = await deleteQnaByAuthor(payload, id, { password, ip: clientIp(await headers()) })
  return result.ok ? { ok: true } : { ok: false, message: result.message }
}

export type QnaEditState = { attempt: number; message: string | null; fieldErrors: Partial<Record<string, string>> }

/** The asker's edit with the post's password; refused once staff have answered. */
export async function updateQnaAction(previous: QnaEditState, form: FormData): Promise<QnaEditState> {
  const id = text(form, 'id')
  const payload = await getPayloadClient()
  const result = await updateQnaByAuthor(payload, id, {
    password: text(form, 'password'),
    ip: clientIp(await headers()),
    fields: {
      category: text(form, 'category'),
      title: text(form, 'title'),
      content: text(form, 'content'),
      isSecret: form.get('isSecret') === 'on',
    },
  })
  if (!result.ok) {
    const fieldErrors: Partial<Record<string, string>> = { ...(result.fieldErrors ?? {}) }
    if (result.status === 403 || result.status === 429) fieldErrors.password = result.message
    return { attempt: previous.attempt + 1, message: result.message, fieldErrors }
  }
  const viewPath = text(form, 'viewPath')
  redirect(viewPath.startsWith('/') && !viewPath.startsWith('//') ? viewPath : `/media/media02/view/${id}`)
}
