import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The secret Q&A posts this browser has unlocked with their passwords, as a signed session cookie: the ids are
 * readable, but a visitor cannot add an id without the server's key.
 */
export const unlockCookieName = 'qna_unlocked'
const maxIds = 50

const sign = (secret: string, body: string) =>
  createHmac('sha256', `${secret}:qna-unlock`).update(body).digest('base64url')

export function encodeUnlockedIds(secret: string, ids: Array<string | number>): string {
  const unique = [...new Set(ids.map(String))].slice(-maxIds)
  const body = Buffer.from(JSON.stringify(unique)).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

export function decodeUnlockedIds(secret: string, value: string | undefined | null): string[] {
  if (!value) return []
  const [body, signature] = value.split('.')
  if (!body || !signature) return []
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return []
  try {
    const ids = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}
