'use server'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { createQna, deleteQnaByAuthor } from '@/modules/qna/service'
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
