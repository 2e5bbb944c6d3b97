/**
 * The visitor's IP address. `server.mjs` overwrites `x-client-ip` on every request from the socket
 * (and from X-Forwarded-For only when the socket is a configured trusted proxy), so a client cannot
 * choose its own address to escape a rate limit. Anything else in the headers is ignored.
 */
export const clientIpHeader = 'x-client-ip'

export function clientIp(headers: Headers): string {
  return headers.get(clientIpHeader)?.trim() || 'unknown'
}
