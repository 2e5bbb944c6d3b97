import { describe, expect, it } from 'vitest'
import { clientIp, resolveClientIp, trustedProxies } from '@/lib/client-ip'

describe('client address', () => {
  const none = trustedProxies(undefined)
  const proxy = trustedProxies('127.0.0.1, 10.0.0.5')

  it('uses the socket address and ignores a forged X-Forwarded-For without a trusted proxy', () => {
    expect(resolveClientIp('::ffff:198.51.100.7', '1.2.3.4', none)).toBe('198.51.100.7')
  })

  it('believes X-Forwarded-For only from a trusted proxy, taking the right-most untrusted hop', () => {
    expect(resolveClientIp('127.0.0.1', '6.6.6.6, 198.51.100.7', proxy)).toBe('198.51.100.7')
    expect(resolveClientIp('127.0.0.1', '198.51.100.7, 10.0.0.5', proxy)).toBe('198.51.100.7')
    expect(resolveClientIp('127.0.0.1', undefined, proxy)).toBe('127.0.0.1')
  })

  it('reads the stamped header and falls back to a shared bucket', () => {
    expect(clientIp(new Headers({ 'x-client-ip': '198.51.100.7' }))).toBe('198.51.100.7')
    expect(clientIp(new Headers())).toBe('unknown')
  })
})
