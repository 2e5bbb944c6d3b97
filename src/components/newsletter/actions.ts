'use server'
import { headers } from 'next/headers'
import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { subscribe, unsubscribe } from '@/modules/newsletter/subscription'

export type SubscribeFormState = {
  attempt: number
  ok: boolean
  message: string | null
  fieldErrors: Partial<Record<'email' | 'name' | 'consent', string>>
  values: { email?: string; name?: string }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export async function subscribeAction(previous: SubscribeFormState, form: FormData): Promise<SubscribeFormState> {
  const values = { email: text(form, 'email'), name: text(form, 'name') }
  const result = await subscribe(await getPayloadClient(), {
    fields: { ...values, consent: form.get('consent') === 'on' },
    honeypot: text(form, 'website'),
    ip: clientIp(await headers()),
  })
  if (result.ok)
    return { attempt: previous.attempt + 1, ok: true, message: result.message, fieldErrors: {}, values: {} }
  return {
    attempt: previous.attempt + 1,
    ok: false,
    message: result.message,
    fieldErrors: result.fieldErrors ?? {},
    values,
  }
}

export async function unsubscribeAction(token: string): Promise<{ ok: boolean }> {
  return unsubscribe(await getPayloadClient(), token)
}
