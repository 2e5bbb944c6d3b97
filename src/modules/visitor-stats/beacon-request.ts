import 'server-only'
import { readCookie } from '@/modules/auth/authenticate'

/** Reads at most `maxBytes` of a request body as text; null when it is longer (the rest is never read). */
export async function readSmallBody(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

// Payload's staff session, the spec's admin token, and Next's draft mode (staff previews).
const staffCookies = ['payload-token', 'userToken', '__prerender_bypass']

/**
 * Why a well-formed beacon is not counted, or null to count it: staff (signed in or previewing) and prefetches are
 * not visitors. Bots are decided by the caller from the User-Agent.
 */
export function notAVisit(headers: Headers): string | null {
  if (staffCookies.some((name) => readCookie(headers, name))) return 'staff'
  const purpose = `${headers.get('sec-purpose') ?? ''} ${headers.get('purpose') ?? ''}`.toLowerCase()
  if (purpose.includes('prefetch')) return 'prefetch'
  return null
}
