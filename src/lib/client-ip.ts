import { env } from '@/lib/env'

/**
 * The visitor's IP address. Forwarded headers are believed only when TRUSTED_PROXY is set, since
 * anyone can send them; without a proxy there is no address in a Request, so 'unknown' is returned.
 */
export function clientIp(headers: Headers): string {
  if (env.TRUSTED_PROXY) {
    const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
    const real = headers.get('x-real-ip')?.trim()
    if (real) return real
  }
  return 'unknown'
}
