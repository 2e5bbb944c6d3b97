import { base64url, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { signAccessToken, verifyAccessToken } from '@/modules/auth/access-tokens'

const secret = 'unit-test-secret-that-is-long-enough-0123456789'
const claims = { userId: 7, userSeq: 3, familyId: 'family-1' }

describe('access tokens', () => {
  it('round-trips the claims of a fresh token', async () => {
    const token = await signAccessToken(claims, { secret })
    expect(await verifyAccessToken(token, secret)).toEqual(claims)
  })

  it('refuses a token with alg none', async () => {
    const token = await signAccessToken(claims, { secret })
    const [, body] = token.split('.')
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'at+jwt' }))
    expect(await verifyAccessToken(`${header}.${body}.`, secret)).toBeNull()
  })

  it('refuses a token signed with another key or tampered with', async () => {
    const foreign = await signAccessToken(claims, { secret: `${secret}-other` })
    expect(await verifyAccessToken(foreign, secret)).toBeNull()
    const token = await signAccessToken(claims, { secret })
    const [header, , signature] = token.split('.')
    const body = base64url.encode(JSON.stringify({ sub: '1', seq: 1, fid: 'x', aud: 'api/v1', exp: 9999999999 }))
    expect(await verifyAccessToken(`${header}.${body}.${signature}`, secret)).toBeNull()
  })

  it('refuses an expired token', async () => {
    const token = await signAccessToken(claims, { secret, seconds: -10 })
    expect(await verifyAccessToken(token, secret)).toBeNull()
  })

  it('refuses a JWT without the access-token type, even with the right key', async () => {
    const { createHmac } = await import('node:crypto')
    const key = createHmac('sha256', secret).update('api-v1-access-token').digest()
    const token = await new SignJWT({ seq: 3, fid: 'family-1' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('7')
      .setAudience('api/v1')
      .setExpirationTime('5m')
      .sign(key)
    expect(await verifyAccessToken(token, secret)).toBeNull()
  })
})
