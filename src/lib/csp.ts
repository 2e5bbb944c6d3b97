/**
 * The Content-Security-Policy of every page. Scripts run only from our origin or with the nonce of
 * the render that produced the document ('strict-dynamic' lets those load the chunks they need), so a
 * script planted in stored content never runs. Styles allow inline attributes because React, Swiper
 * and Payload's admin set `style=""`; that cannot execute code.
 */
export function contentSecurityPolicy({
  nonce,
  dev,
  https,
  frameOrigins = [],
}: {
  nonce: string
  dev: boolean
  https: boolean
  frameOrigins?: string[]
}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...frameOrigins],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** A fresh nonce: 128 random bits, base64. Web Crypto, so it works in every Next runtime. */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}
