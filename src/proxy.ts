import { type NextRequest, NextResponse } from 'next/server'
import createIntlProxy from 'next-intl/middleware'
import { defaultLocale } from '@/i18n/locales'
import { routing, strategy } from '@/i18n/routing'

const intlProxy = createIntlProxy(routing)

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // `prefix_and_default` also serves the default locale under its own prefix, without redirecting it away.
  if (
    strategy === 'prefix_and_default' &&
    (pathname === `/${defaultLocale}` || pathname.startsWith(`/${defaultLocale}/`))
  ) {
    return NextResponse.next()
  }
  return intlProxy(request)
}

export const config = {
  // Everything public except the admin, the APIs, Next internals and files with an extension.
  matcher: ['/((?!api|admin|_next|_vercel|swagger-ui|.*\\..*).*)'],
}
