import { env } from './env'

/**
 * Whether a state-changing request comes from our own pages: its Origin (or, failing that, Referer) is the
 * site's address or the host the request was sent to. Browsers always send Origin on cross-site POSTs.
 */
export function isSameOrigin(request: Request): boolean {
  const source = request.headers.get('origin') ?? originOf(request.headers.get('referer'))
  if (!source) return false
  return source === new URL(env.siteUrl).origin || originIsOwnHost(source, request.headers.get('host'))
}

/**
 * Whether `origin` names the host the request was sent to (`Host`), so the page that sent it was served by this
 * server under that name. Both headers are set by the browser: a page on another site cannot make its Origin equal
 * our Host, and a page reached by rebinding a foreign name to our address only gets that name's cookies, not ours.
 */
export function originIsOwnHost(origin: string | null, host: string | null): boolean {
  if (!origin || !host) return false
  return origin === `http://${host}` || origin === `https://${host}`
}

/** The origin of an absolute URL (`https://host:port`), or null for anything that is not one. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}
