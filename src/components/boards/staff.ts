import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayloadClient } from '@/lib/payload'
import { requestUser } from '@/lib/request-user'

/** Whether the request comes from a signed-in staff member (Payload admin session). */
export async function isStaffRequest(): Promise<boolean> {
  const payload = await getPayloadClient()
  try {
    // A visitor without a session is answered without Payload working out permissions nobody reads here.
    return Boolean(await requestUser(payload, await headers()))
  } catch {
    return false
  }
}

/** Visitors who open a staff page go to sign in, which brings them back to `back` (a same-origin path only). */
export function redirectToSignIn(back: string): never {
  redirect(`/admin/login?error=SessionRequired&callbackUrl=${encodeURIComponent(back)}`)
}
