import crypto from 'node:crypto'

/**
 * The cost of the password hashes Payload writes today (`pbkdf2-sha256-v1:`, see
 * `payload/dist/auth/strategies/local/generatePasswordSaltHash.js`): 600 000 rounds of PBKDF2-SHA256 into
 * 32 bytes. `tests/integration/sign-in-timing.test.ts` checks that new accounts still get this kind of hash.
 */
export const payloadHashPrefix = 'pbkdf2-sha256-v1:'
const iterations = 600_000
const keyLength = 32
const dummySalt = crypto.randomBytes(32).toString('hex')

/**
 * Checks the password against a hash no account has, exactly as expensively as Payload checks a real one.
 * Run when the id names no account (or a locked one, which Payload answers before checking), so a wrong
 * password takes the same time whether or not the account exists.
 */
export function spendPasswordCheck(password: string): Promise<void> {
  return new Promise((resolve) => {
    crypto.pbkdf2(password, dummySalt, iterations, keyLength, 'sha256', () => resolve())
  })
}
