import { NextRequest, NextResponse } from 'next/server'
import createIntlProxy from 'next-intl/middleware'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { detectsLocaleAt, explicitRouting, routing, strategy } from '@/i18n/routing'
import { corsDecision, corsDeniedMessage, isCorsPath } from '@/lib/cors'
import { contentSecurityPolicy, createNonce } from '@/lib/csp'
import { env } from '@/lib/env'
import { sitePathHeader } from '@/lib/request-path'
import { adminAddressWithLocale } from '@/modules/admin/editing-language'
import { adminRouteTarget } from '@/modules/admin/route-map'
import { localizeErrorBody } from '@/modules/api/english'
import { preferredLanguage } from '@/modules/api/language'
import { hasSessionCookie, isPublicAdminPath, safeAdminPath } from '@/modules/auth/admin-guard'
import { sectionEntryPage } from '@/modules/site/site-map'

/** The root guesses a first visitor's language; every other address is served in the language it names. */
const detectingIntlProxy = createIntlProxy(routing)
const intlProxy = createIntlProxy(explicitRouting)
/** Methods a public page answers; the site's forms post to /api, not to pages. */
const pageMethods = new Set(['GET', 'HEAD'])
const frameOrigins = env.MAP_EMBED_URL ? [new URL(env.MAP_EMBED_URL).origin] : []

/** Payload's session cookie (`cookiePrefix` "payload"). */
const sessionCookie = 'payload-token'

/**
 * The admin entry of spec §2: `/admin-login` is the sign-in form, protected admin pages without a
 * session go to it with `error=SessionRequired` and the page as `callbackUrl`, and the form
 * returns there after sign-in (Payload's form follows `redirect`).
 */
function adminProxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === '/admin-login') {
    const url = request.nextUrl.clone()
    url.pathname = '/admin/login'
    return NextResponse.redirect(url)
  }
  if (pathname === '/admin/login') {
    const callbackUrl = searchParams.get('callbackUrl')
    if (callbackUrl && !searchParams.has('redirect')) {
      const url = request.nextUrl.clone()
      url.searchParams.set('redirect', safeAdminPath(callbackUrl))
      return NextResponse.redirect(url)
    }
    return withAdminPolicy(request)
  }
  if (isPublicAdminPath(pathname)) return withAdminPolicy(request)
  if (hasSessionCookie(request.cookies.get(sessionCookie)?.value)) {
    // The spec's admin addresses open the matching Payload screens; signed-out visitors first sign in and come
    // back to the spec address, which then leads on.
    const target = adminRouteTarget(pathname, searchParams)
    if (!target) return withAdminPolicy(request)
    const [targetPath, targetSearch] = target.split('?')
    const url = request.nextUrl.clone()
    url.pathname = targetPath ?? target
    url.search = targetSearch ?? ''
    return NextResponse.redirect(url)
  }
  const target = `${pathname}${request.nextUrl.search}`
  const url = request.nextUrl.clone()
  url.pathname = '/admin/login'
  url.search = ''
  url.searchParams.set('error', 'SessionRequired')
  url.searchParams.set('callbackUrl', target)
  url.searchParams.set('redirect', safeAdminPath(target))
  return NextResponse.redirect(url)
}

/**
 * The admin's pages get the same nonce-based script policy as the public site (Next puts the nonce on the scripts
 * it renders), so a script stored in content cannot run in a staff member's browser either; and they are never
 * kept by a browser or proxy cache.
 */
function withAdminPolicy(request: NextRequest): NextResponse {
  const nonce = createNonce()
  const policy = contentSecurityPolicy({
    nonce,
    dev: env.NODE_ENV === 'development',
    https: env.siteUrl.startsWith('https://'),
    frameOrigins: [],
  })
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', policy)
  // An admin page without `locale` opens in Korean, not in the locale last chosen on another screen (decision 0037).
  const withLocale = pageMethods.has(request.method) ? adminAddressWithLocale(request.nextUrl.searchParams) : null
  let response: NextResponse
  if (withLocale) {
    const url = request.nextUrl.clone()
    url.search = withLocale.toString()
    response = NextResponse.rewrite(url, { request: { headers } })
  } else {
    response = NextResponse.next({ request: { headers } })
  }
  response.headers.set('Content-Security-Policy', policy)
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/**
 * CORS for the JSON APIs (src/lib/cors.ts): preflights are answered here, before any route, and
 * the headers of an allowed origin are added to whatever the route answers, so every API route,
 * including ones added later, follows the allow-list.
 */
function apiProxy(request: NextRequest): NextResponse {
  const decision = corsDecision(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      origin: request.headers.get('origin'),
      requestMethod: request.headers.get('access-control-request-method'),
    },
    env.CORS_ALLOWED_ORIGINS,
    [new URL(env.siteUrl).origin, request.nextUrl.origin],
  )
  if (decision.kind === 'none') return NextResponse.next()
  if (decision.kind === 'preflight') {
    if (decision.status === 204) return new NextResponse(null, { status: 204, headers: decision.headers })
    const language = preferredLanguage(request.headers.get('accept-language'))
    const body = localizeErrorBody(
      { error: { code: 'CORS_ORIGIN_NOT_ALLOWED', message: corsDeniedMessage } },
      403,
      language,
    )
    return NextResponse.json(body, { status: 403, headers: { ...decision.headers, 'Cache-Control': 'no-store' } })
  }
  const response = NextResponse.next()
  for (const [name, value] of Object.entries(decision.headers)) response.headers.set(name, value)
  return response
}

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (isCorsPath(pathname)) return apiProxy(request)
  if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname === '/admin-login') {
    return adminProxy(request)
  }
  // Public pages are read, never written: other methods get 405 instead of a rendered page.
  if (!pageMethods.has(request.method)) {
    return new NextResponse('허용되지 않는 요청 방식입니다.', {
      status: 405,
      headers: { Allow: [...pageMethods].join(', '), 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const sectionEntry = sectionEntryRedirect(request)
  if (sectionEntry) return sectionEntry
  // Next reads the policy from the request to put the nonce on the scripts it renders.
  const nonce = createNonce()
  const policy = contentSecurityPolicy({
    nonce,
    dev: env.NODE_ENV === 'development',
    https: env.siteUrl.startsWith('https://'),
    frameOrigins,
  })
  const headers = new Headers(request.headers)
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', policy)
  headers.set(sitePathHeader, pathname)
  const withNonce = new NextRequest(request, { headers })

  // `prefix_and_default` also serves the default locale under its own prefix, without redirecting it away.
  const servesDefaultPrefix =
    strategy === 'prefix_and_default' && (pathname === `/${defaultLocale}` || pathname.startsWith(`/${defaultLocale}/`))
  const detects = detectsLocaleAt(pathname)
  const response = servesDefaultPrefix
    ? NextResponse.next({ request: { headers } })
    : detects
      ? detectingIntlProxy(withNonce)
      : intlProxy(withNonce)
  // The language cookie is the visitor's own choice, written by the language switcher only; the guess at the root
  // reads it but must not write it (next-intl would store the guessed language).
  if (detects) response.headers.delete('set-cookie')
  response.headers.set('Content-Security-Policy', policy)
  if (isPersonalPage(pathname)) response.headers.set('x-page-cache', 'off')
  return response
}

/**
 * A section's own address (`/company`, `/en/media`) has no page: it leads to the section's first page, under the
 * same locale prefix (next-intl then handles the prefix as for any page). Temporary, because which page comes first
 * is the site map's choice and may change.
 */
function sectionEntryRedirect(request: NextRequest): NextResponse | null {
  const [, first = '', ...rest] = request.nextUrl.pathname.split('/')
  const prefix = isLocale(first) ? `/${first}` : ''
  const entry = sectionEntryPage(prefix ? rest.join('/') : [first, ...rest].join('/'))
  if (!entry) return null
  const url = request.nextUrl.clone()
  url.pathname = `${prefix}/${entry.path}`
  return NextResponse.redirect(url, 307)
}

/**
 * Pages whose answer depends on a one-time token or on the visitor's password, never on the URL alone, and 진위확인,
 * where every check is counted and logged: the anonymous page cache in front of Next must not keep them.
 */
function isPersonalPage(pathname: string): boolean {
  return /\/media\/media03\/subscribe\/|\/media\/media02\/(qna-write|view\/[^/]+\/edit)|\/certification\/verify(\/|$)/.test(
    pathname,
  )
}

export const config = {
  // Everything public except the APIs, Next internals and files with an extension; the admin for its entry guard;
  // the JSON APIs for CORS.
  matcher: [
    '/((?!api|admin|_next|_vercel|swagger-ui|.*\\..*).*)',
    '/admin',
    '/admin/:path*',
    '/admin-login',
    '/api/v1/:path*',
    '/api/auth/:path*',
  ],
}
