import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayloadClient } from '@/lib/payload'

/** Whether the request comes from a signed-in staff member (Payload admin session). */
export async function isStaffRequest(): Promise<boolean> {
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.auth({ headers: await headers() })
    return Boolean(user)
  } catch {
    return false
  }
}

/** Visitors who open a staff page go to sign in, which brings them back to `back` (a same-origin path only). */
export function redirectToSignIn(back: string): never {
  redirect(`/admin/login?error=SessionRequired&callbackUrl=${encodeURIComponent(back)}`)
}
