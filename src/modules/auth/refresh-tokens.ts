import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { refreshTokenSeconds } from './limits'

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

export type IssuedRefreshToken = { token: string; familyId: string; expiresAt: Date }

/** A new random refresh token in `familyId` (a new family for a fresh sign-in). */
export async function issueRefreshToken(
  payload: Payload,
  userId: number | string,
  familyId: string = randomUUID(),
  req?: Partial<PayloadRequest>,
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + refreshTokenSeconds * 1000)
  await payload.create({
    collection: 'refresh-tokens',
    overrideAccess: true,
    req,
    data: { user: Number(userId), familyId, tokenHash: hash(token), expiresAt: expiresAt.toISOString() },
  })
  return { token, familyId, expiresAt }
}

export type RotationResult =
  | { ok: true; userId: number; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' }

/**
 * Exchanges a refresh token for the next one of its family. A token that was already exchanged
 * means it was copied: the whole family is revoked, ending the thief's and the owner's sign-in.
 */
export async function rotateRefreshToken(payload: Payload, token: string): Promise<RotationResult> {
  const { docs } = await payload.find({
    collection: 'refresh-tokens',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { tokenHash: { equals: hash(token) } },
  })
  const stored = docs[0]
  if (!stored) return { ok: false, reason: 'unknown' }
  if (stored.revokedAt) return { ok: false, reason: 'revoked' }
  if (stored.rotatedAt) {
    await revokeFamily(payload, stored.familyId)
    return { ok: false, reason: 'reused' }
  }
  if (new Date(stored.expiresAt).getTime() <= Date.now()) return { ok: false, reason: 'expired' }
  // Only the request that flips `rotatedAt` from empty wins; a concurrent second use counts as reuse.
  const claimed = await payload.update({
    collection: 'refresh-tokens',
    overrideAccess: true,
    depth: 0,
    where: { and: [{ id: { equals: stored.id } }, { rotatedAt: { exists: false } }] },
    data: { rotatedAt: new Date().toISOString() },
  })
  if (claimed.docs.length !== 1) {
    await revokeFamily(payload, stored.familyId)
    return { ok: false, reason: 'reused' }
  }
  const userId = typeof stored.user === 'object' ? stored.user.id : stored.user
  const next = await issueRefreshToken(payload, userId, stored.familyId)
  return { ok: true, userId, next }
}

export async function revokeFamily(payload: Payload, familyId: string, req?: Partial<PayloadRequest>) {
  await payload.update({
    collection: 'refresh-tokens',
    overrideAccess: true,
    depth: 0,
    req,
    where: { and: [{ familyId: { equals: familyId } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: new Date().toISOString() },
  })
}

/** Revokes the family of a refresh token (sign-out); unknown tokens are ignored. */
export async function revokeRefreshToken(payload: Payload, token: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'refresh-tokens',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { tokenHash: { equals: hash(token) } },
  })
  const stored = docs[0]
  if (!stored) return null
  await revokeFamily(payload, stored.familyId)
  return stored.familyId
}

export async function revokeAllRefreshTokens(payload: Payload, userId: number | string, req?: Partial<PayloadRequest>) {
  await payload.update({
    collection: 'refresh-tokens',
    overrideAccess: true,
    depth: 0,
    req,
    where: { and: [{ user: { equals: userId } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: new Date().toISOString() },
  })
}

/** Whether a family still stands: access tokens die with their family. */
export async function isFamilyActive(payload: Payload, familyId: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'refresh-tokens',
    overrideAccess: true,
    where: { and: [{ familyId: { equals: familyId } }, { revokedAt: { exists: false } }] },
  })
  return totalDocs > 0
}
