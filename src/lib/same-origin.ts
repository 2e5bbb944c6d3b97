import { env } from './env'

/**
 * Whether a state-changing request comes from our own pages: its Origin (or, failing that, Referer) is the site's
 * address, the address the request was made to, or the host it was sent to (`originIsOwnHost`). Browsers always send
 * Origin on cross-site POSTs.
 */
export function isSameOrigin(request: Request): boolean {
  const source = request.headers.get('origin') ?? originOf(request.headers.get('referer'))
  if (!source) return false
  return (
    source === new URL(env.siteUrl).origin ||
    source === originOf(request.url) ||
    originIsOwnHost(source, request.headers)
  )
}

/**
 * Whether `origin` names the host the request was sent to, so the page that sent it was served by this server under
 * that name: the `Host` header, or behind a trusted proxy the host it says the browser used (`X-Forwarded-Host`; the
 * server drops that header from anyone else, src/server/serve-request.ts). Origin and Host are set by the browser: a
 * page on another site cannot make its Origin equal our Host, and a page reached by rebinding a foreign name to our
 * address only gets that name's cookies, not ours.
 */
export function originIsOwnHost(origin: string | null, headers: Pick<Headers, 'get'>): boolean {
  if (!origin) return false
  const hosts = [headers.get('host'), ...(headers.get('x-forwarded-host')?.split(',') ?? [])]
  return hosts.some((value) => {
    const host = value?.trim()
    return Boolean(host) && (origin === `http://${host}` || origin === `https://${host}`)
  })
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
