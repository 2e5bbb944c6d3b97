import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** A solved captcha as the site's forms send it (base64 JSON of the challenge and its solution). */
export async function solvedCaptcha(): Promise<string> {
  // Loaded on use: the captcha module reads the environment, which the integration setup prepares first.
  const captcha = await import('@/modules/captcha/altcha')
  const challenge = await captcha.newCaptchaChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('could not solve the captcha')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
