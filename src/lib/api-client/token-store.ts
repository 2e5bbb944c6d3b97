/**
 * Where the client gets the access token for authenticated calls. Pluggable, because a browser
 * keeps it in memory or storage, a server component reads the `userToken` cookie of the incoming
 * request, and a script holds it in a variable. Reading may be async (e.g. a secure store).
 */
export type TokenPair = { accessToken: string; refreshToken?: string }

export interface TokenStore {
  getAccessToken(): string | null | undefined | Promise<string | null | undefined>
  /** Called after sign-in and refresh with the new pair. */
  setTokens?(tokens: TokenPair): void | Promise<void>
  getRefreshToken?(): string | null | undefined | Promise<string | null | undefined>
  /** Called after sign-out. */
  clear?(): void | Promise<void>
}

/** Keeps the tokens in memory (scripts, tests, single-page apps that sign in on load). */
export function memoryTokenStore(initial?: TokenPair): TokenStore {
  let tokens: TokenPair | undefined = initial
  return {
    getAccessToken: () => tokens?.accessToken,
    getRefreshToken: () => tokens?.refreshToken,
    setTokens: (next) => {
      tokens = next
    },
    clear: () => {
      tokens = undefined
    },
  }
}

/** The spec's admin token cookie (§9). */
export const userTokenCookieName = 'userToken'

/**
 * Reads the access token from a cookie header string, e.g. a server component forwarding the
 * visitor's `userToken` (`() => cookies().toString()`), or `() => document.cookie` where the
 * cookie is readable. Read-only: the server sets the cookie on sign-in.
 */
export function cookieTokenStore(
  readCookieHeader: () => string | null | undefined,
  name = userTokenCookieName,
): TokenStore {
  return {
    getAccessToken: () => {
      for (const part of (readCookieHeader() ?? '').split(';')) {
        const index = part.indexOf('=')
        if (index === -1 || part.slice(0, index).trim() !== name) continue
        const value = part.slice(index + 1).trim()
        try {
          return decodeURIComponent(value)
        } catch {
          return value
        }
      }
      return undefined
    },
  }
}
