import 'server-only'
import { createHmac } from 'node:crypto'
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { captchaMessages } from './messages'

export { captchaMessages }

/**
 * Self-hosted proof of work (ALTCHA): the browser spends a moment of CPU, no third party is asked. Keys are
 * derived from PAYLOAD_SECRET so every server process agrees without extra configuration.
 */
const challengeLifetimeMs = 10 * 60 * 1000
const hmacSecret = createHmac('sha256', env.payloadSecret).update('altcha-challenge').digest('hex')
const hmacKeySecret = createHmac('sha256', env.payloadSecret).update('altcha-key').digest('hex')

export async function newCaptchaChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1_000,
    counter: randomInt(1_000, 5_000),
    deriveKey,
    expiresAt: new Date(Date.now() + challengeLifetimeMs),
    hmacSignatureSecret: hmacSecret,
    hmacKeySignatureSecret: hmacKeySecret,
  })
}

export type CaptchaResult = { ok: true } | { ok: false; message: string }

/**
 * Verifies the widget's payload (base64 JSON of challenge + solution) and records its signature, so one solved
 * challenge is accepted once. TEST_MODE (refused by env.ts unless the site is on loopback) skips the check.
 */
export async function verifyCaptcha(payload: Payload, value: unknown): Promise<CaptchaResult> {
  if (env.TEST_MODE) return { ok: true }
  if (typeof value !== 'string' || value.length === 0) return { ok: false, message: captchaMessages.missing }
  if (value.length > 10_000) return { ok: false, message: captchaMessages.invalid }
  let parsed: { challenge?: Challenge; solution?: { counter: number; derivedKey: string } }
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
  } catch {
    return { ok: false, message: captchaMessages.invalid }
  }
  const { challenge, solution } = parsed
  if (!challenge?.signature || !solution) return { ok: false, message: captchaMessages.invalid }
  let verified = false
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: hmacSecret,
      hmacKeySignatureSecret: hmacKeySecret,
    })
    verified = result.verified
  } catch {
    verified = false
  }
  if (!verified) return { ok: false, message: captchaMessages.invalid }
  const expiresAt = new Date((challenge.parameters.expiresAt ?? Date.now() / 1000 + 600) * 1000)
  try {
    await payload.create({
      collection: 'captcha-solutions',
      data: { signature: challenge.signature, expiresAt: expiresAt.toISOString() },
      overrideAccess: true,
    })
  } catch {
    return { ok: false, message: captchaMessages.replayed }
  }
  return { ok: true }
}
