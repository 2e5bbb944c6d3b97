import { env } from '@/lib/env'

/** Sign-in and token lifetimes and limits of the staff API, in one place. */
export const accessTokenSeconds = 15 * 60
export const refreshTokenSeconds = 14 * 24 * 60 * 60
/**
 * Attempts per IP address across all accounts, on top of Payload's per-account lockout of 5 failures
 * (docs/api.md). Twenty in 15 minutes (SIGNIN_LIMIT_PER_IP) covers a busy office morning and keeps a guessing
 * script slow.
 */
export const signInLimit = { limit: env.SIGNIN_LIMIT_PER_IP, windowMs: 15 * 60 * 1000 }
/** Current-password checks per account. */
export const passwordCheckLimit = { limit: 10, windowMs: 15 * 60 * 1000 }
/**
 * Token refreshes per IP address. A client refreshes once per 15-minute access token, so even a whole office
 * behind one address stays far below this; a script trying stolen or guessed refresh tokens does not.
 */
export const refreshLimit = { limit: 300, windowMs: 15 * 60 * 1000 }
/** Password-reset mail requests per IP address, whatever address they name. */
export const passwordResetIpLimit = { limit: 10, windowMs: 15 * 60 * 1000 }
/**
 * Reset mails per named address (or id), counted whether or not an account has it, so going over the limit
 * says nothing about the account: the answer stays the same, only no further mail goes out.
 */
export const passwordResetAddressLimit = { limit: 3, windowMs: 15 * 60 * 1000 }
