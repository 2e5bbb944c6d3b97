import crypto from 'node:crypto'
import type { Payload } from 'payload'

/** `crypto.pbkdf2` looked up at each call: the server computes long hashes at low priority (password-hashing.ts). */
const pbkdf2Async = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

/** Payload's stored password formats: the current prefixed one and the legacy one. */
function hashParameters(hash: string) {
  const prefix = 'pbkdf2-sha256-v1:'
  if (hash.startsWith(prefix)) return { hex: hash.slice(prefix.length), iterations: 600_000, keyLength: 32 }
  return { hex: hash, iterations: 25_000, keyLength: 512 }
}

/**
 * Whether `password` is the account's current password, without signing in: no session is
 * created and nothing is logged as a sign-in.
 */
export async function isCurrentPassword(payload: Payload, userId: number | string, password: string): Promise<boolean> {
  const doc = (await payload.db.findOne({ collection: 'users', where: { id: { equals: userId } } })) as {
    hash?: unknown
    salt?: unknown
  } | null
  if (!doc || typeof doc.hash !== 'string' || typeof doc.salt !== 'string' || password === '') return false
  const { hex, iterations, keyLength } = hashParameters(doc.hash)
  const stored = Buffer.from(hex, 'hex')
  const computed = await pbkdf2Async(password, doc.salt, iterations, keyLength)
  return stored.length === computed.length && crypto.timingSafeEqual(stored, computed)
}
