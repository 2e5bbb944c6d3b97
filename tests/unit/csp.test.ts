import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, createNonce } from '@/lib/csp'

describe('content security policy', () => {
  it('allows scripts only from the site or with the render nonce, never inline or eval in production', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', dev: false, https: true })
    const script = policy.split('; ').find((d) => d.startsWith('script-src'))
    expect(script).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toContain('upgrade-insecure-requests')
    expect(policy).not.toContain('unsafe-eval')
  })

  it('adds only what development needs and the configured map frame', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', dev: true, https: false, frameOrigins: ['https://map.example'] })
    expect(policy).toContain("'unsafe-eval'")
    expect(policy).toContain("frame-src 'self' https://map.example")
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('makes a different 128-bit nonce every time', () => {
    const a = createNonce()
    expect(Buffer.from(a, 'base64')).toHaveLength(16)
    expect(createNonce()).not.toBe(a)
  })
})
