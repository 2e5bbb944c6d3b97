/**
 * Response headers every page and endpoint carries. The script policy (CSP with nonces) is set per
 * request elsewhere; these are the fixed ones, the same on every host (next.config.ts).
 */
export function securityHeaders() {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
}

/**
 * HSTS for a site served over https, else null. It depends on SITE_URL, so server.mjs sets it on every response
 * when it starts instead of next.config.ts, whose headers are fixed when the site is built: one build serves an
 * https host and a plain-http test host alike. Loaded by server.mjs directly, so it imports nothing.
 */
export function strictTransportSecurity(siteUrl: string): { key: string; value: string } | null {
  return siteUrl.startsWith('https://')
    ? { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }
    : null
}
