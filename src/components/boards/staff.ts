import 'server-only'
import { headers } from 'next/headers'
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
