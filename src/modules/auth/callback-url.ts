import { env } from '@/lib/env'

export const defaultCallbackPath = '/admin'

/**
 * A callback address on this site only. Anything else (`//evil`, `/\evil`, `https://evil`,
 * encoded or with control characters) falls back to the admin home, so a crafted sign-in link
 * can never send staff to another site.
 */
export function safeCallbackUrl(value: unknown, origin: string = env.siteUrl): string {
  const site = new URL(origin)
  const fallback = new URL(defaultCallbackPath, site).toString()
  if (typeof value !== 'string' || value.trim() === '' || value.length > 2000) return fallback
  let decoded = value.trim()
  // Undo repeated encoding so `%2F%2Fevil` is judged as the `//evil` a browser would follow.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded)
      if (next === decoded) break
      decoded = next
    } catch {
      return fallback
    }
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return fallback
  const relative = decoded.startsWith('/')
  if (relative && decoded.startsWith('//')) return fallback
  let target: URL
  try {
    target = new URL(value.trim(), site)
  } catch {
    return fallback
  }
  if (target.origin !== site.origin || !['http:', 'https:'].includes(target.protocol)) return fallback
  if (!relative && !/^https?:\/\//i.test(decoded)) return fallback
  return target.toString()
}
