/** Sign-in and token lifetimes and limits of the staff API, in one place. */
export const accessTokenSeconds = 15 * 60
export const refreshTokenSeconds = 14 * 24 * 60 * 60
/** Attempts per IP address across all accounts, on top of Payload's per-account lockout. */
export const signInLimit = { limit: 20, windowMs: 15 * 60 * 1000 }
/** Current-password checks per account. */
export const passwordCheckLimit = { limit: 10, windowMs: 15 * 60 * 1000 }
