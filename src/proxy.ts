import { NextRequest, NextResponse } from 'next/server'
import createIntlProxy from 'next-intl/middleware'
import { defaultLocale } from '@/i18n/locales'
import { routing, strategy } from '@/i18n/routing'
import { contentSecurityPolicy, createNonce } from '@/lib/csp'
import { env } from '@/lib/env'

const intlProxy = createIntlProxy(routing)
const frameOrigins = env.MAP_EMBED_URL ? [new URL(env.MAP_EMBED_URL).origin] : []

export default function proxy(request: NextRequest) {
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
  const withNonce = new NextRequest(request, { headers })

  const { pathname } = request.nextUrl
  // `prefix_and_default` also serves the default locale under its own prefix, without redirecting it away.
  const servesDefaultPrefix =
    strategy === 'prefix_and_default' && (pathname === `/${defaultLocale}` || pathname.startsWith(`/${defaultLocale}/`))
  const response = servesDefaultPrefix ? NextResponse.next({ request: { headers } }) : intlProxy(withNonce)
  response.headers.set('Content-Security-Policy', policy)
  if (isPersonalPage(pathname)) response.headers.set('x-page-cache', 'off')
  return response
}

/**
 * Pages whose answer depends on a one-time token or on the visitor's password, never on the URL alone: the
 * anonymous page cache in front of Next must not keep them.
 */
function isPersonalPage(pathname: string): boolean {
  return /\/media\/media03\/subscribe\/|\/media\/media02\/(qna-write|view\/[^/]+\/edit)/.test(pathname)
}

export const config = {
  // Everything public except the admin, the APIs, Next internals and files with an extension.
  matcher: ['/((?!api|admin|_next|_vercel|swagger-ui|.*\\..*).*)'],
}
