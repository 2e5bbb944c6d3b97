/**
 * Whether a request's path can be decoded at all. A lone or broken percent escape (`%E0%A4%A`, `%zz`) would
 * otherwise make a route's `decodeURIComponent` throw deep inside a handler, which answers 500 or worse; the
 * server refuses such paths up front with one stable 400.
 *
 * This file is also loaded by `server.mjs` directly (Node type stripping): keep it free of imports.
 */
export function hasMalformedEscapes(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? ''
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

export const malformedPathMessage = '요청 주소가 올바르지 않습니다.'

/**
 * The request header the locale proxy (src/proxy.ts) sets to the address the visitor asked for (`/company/about`,
 * `/en/company/about`), so server components can mark the current page (layouts are not given the path); any
 * value a client sent is replaced.
 */
export const sitePathHeader = 'x-site-path'
