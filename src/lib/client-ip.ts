/**
 * The visitor's IP address. `server.mjs` overwrites `x-client-ip` on every request using
 * `resolveClientIp`, so a client cannot choose its own address to escape a rate limit.
 * This file is also loaded by `server.mjs` directly (Node type stripping): keep it free of imports.
 */
export const clientIpHeader = 'x-client-ip'

export function clientIp(headers: Headers): string {
  return headers.get(clientIpHeader)?.trim() || 'unknown'
}

const normalise = (address: string | undefined) => (address?.startsWith('::ffff:') ? address.slice(7) : (address ?? ''))

/** Parses TRUSTED_PROXY: a comma-separated list of proxy addresses whose X-Forwarded-For is believed. */
export function trustedProxies(setting: string | undefined): Set<string> {
  return new Set(
    (setting ?? '')
      .split(',')
      .map((s) => normalise(s.trim()))
      .filter(Boolean),
  )
}

/**
 * The socket's address, unless the socket is a trusted proxy: then the right-most X-Forwarded-For
 * entry that is not itself a trusted proxy (entries further left are whatever the client claimed).
 */
export function resolveClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: Set<string>,
): string {
  const socket = normalise(socketAddress)
  if (!trusted.has(socket)) return socket
  const chain = String(forwardedFor ?? '')
    .split(',')
    .map((s) => normalise(s.trim()))
    .filter(Boolean)
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i] as string
    if (!trusted.has(hop)) return hop
  }
  return socket
}
