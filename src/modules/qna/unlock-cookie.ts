import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The secret Q&A posts this browser has unlocked with their passwords, as a signed session cookie. Each entry is a
 * post id with the seal of that post's row: an id alone would also open a later post given the same id, so the seal
 * is derived from what only that row has (its creation time to the millisecond and its salted password hash). The
 * entries are readable, but a visitor cannot add one without the server's key.
 */
export const unlockCookieName = 'qna_unlocked'
const maxEntries = 50

/** One unlocked post: its id and the seal of the row that was unlocked. */
export type QnaUnlock = { id: string; seal: string }

/** The facts of a post row its seal is made from; a new row never has the same ones. */
export type SealedQnaRow = { id: string | number; createdAt: string; passwordHash: string }

// The label names the format: cookies of an earlier format fail the signature and simply unlock nothing.
const sign = (secret: string, body: string) =>
  createHmac('sha256', `${secret}:qna-unlock:v2`).update(body).digest('base64url')

export function unlockSeal(secret: string, row: SealedQnaRow): string {
  return createHmac('sha256', `${secret}:qna-unlock-seal`)
    .update(`${row.id}\n${row.createdAt}\n${row.passwordHash}`)
    .digest('base64url')
    .slice(0, 22)
}

export const unlockOf = (secret: string, row: SealedQnaRow): QnaUnlock => ({
  id: String(row.id),
  seal: unlockSeal(secret, row),
})

/** Whether one of the entries unlocks this very row (not merely a row with its id). */
export function unlocksRow(secret: string, unlocks: QnaUnlock[], row: SealedQnaRow): boolean {
  const id = String(row.id)
  const entry = unlocks.find((u) => u.id === id)
  if (!entry) return false
  const expected = Buffer.from(unlockSeal(secret, row))
  const given = Buffer.from(entry.seal)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The cookie value for these entries; a post unlocked again keeps only its newest entry, the newest 50 stay. */
export function encodeUnlocks(secret: string, unlocks: QnaUnlock[]): string {
  const byId = new Map<string, string>()
  for (const u of unlocks) {
    byId.delete(u.id)
    byId.set(u.id, u.seal)
  }
  const entries = [...byId].slice(-maxEntries)
  const body = Buffer.from(JSON.stringify(entries)).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

export function decodeUnlocks(secret: string, value: string | undefined | null): QnaUnlock[] {
  if (!value) return []
  const [body, signature] = value.split('.')
  if (!body || !signature) return []
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return []
  try {
    const entries: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (!Array.isArray(entries)) return []
    return entries.flatMap((entry) =>
      Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string'
        ? [{ id: entry[0], seal: entry[1] }]
        : [],
    )
  } catch {
    return []
  }
}
