import { env } from './env'

/**
 * Whether a state-changing request comes from our own pages: its Origin (or, failing that, Referer) is the
 * site's address or the host the request was sent to. Browsers always send Origin on cross-site POSTs.
 */
export function isSameOrigin(request: Request): boolean {
  const source = request.headers.get('origin') ?? refererOrigin(request.headers.get('referer'))
  if (!source) return false
  const host = request.headers.get('host')
  const allowed = new Set([new URL(env.siteUrl).origin])
  if (host) {
    allowed.add(`http://${host}`)
    allowed.add(`https://${host}`)
  }
  return allowed.has(source)
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null
  try {
    return new URL(referer).origin
  } catch {
    return null
  }
}
