import { randomInt } from 'node:crypto'

/**
 * The verification code printed on a certificate or test report and behind its QR code. Twenty characters from an
 * alphabet without 0/O and 1/I (read aloud or typed from paper, they are confused), so 32^20 = 2^100 codes: guessing
 * one is hopeless even without the rate limit. Shown in groups of five: `K7MQ2-…`.
 */
export const codeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const codeLength = 20
const groupSize = 5

export function newVerificationCode(): string {
  let code = ''
  for (let i = 0; i < codeLength; i++) code += codeAlphabet[randomInt(codeAlphabet.length)]
  return code
}

/** `K7MQ2XXXXX…` → `K7MQ2-XXXXX-…`, for print and screens. */
export function formatVerificationCode(code: string): string {
  return (code.match(new RegExp(`.{1,${groupSize}}`, 'g')) ?? []).join('-')
}

/**
 * What a checker typed or scanned, in the stored form: spaces and hyphens dropped, upper case. Null unless that is a
 * whole, well-formed code, so no wildcard or partial code ever reaches a query.
 */
export function normalizeVerificationCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase()
  if (code.length !== codeLength) return null
  for (const char of code) if (!codeAlphabet.includes(char)) return null
  return code
}
