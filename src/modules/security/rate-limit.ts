/**
 * Fixed-window request limit per scope and key. This process-local version keeps the contract
 * (`hitRateLimit`) that the database-backed limiter shared by all server processes implements.
 */
type Window = { count: number; resetAt: number }
const windows = new Map<string, Window>()

export async function hitRateLimit({
  scope,
  key,
  limit,
  windowMs,
}: {
  scope: string
  key: string
  limit: number
  windowMs: number
}): Promise<{ allowed: boolean; remaining: number; retryAfterSeconds: number }> {
  const now = Date.now()
  const id = `${scope}:${key}`
  let window = windows.get(id)
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs }
    windows.set(id, window)
  }
  window.count += 1
  const allowed = window.count <= limit
  return {
    allowed,
    remaining: Math.max(0, limit - window.count),
    retryAfterSeconds: allowed ? 0 : Math.ceil((window.resetAt - now) / 1000),
  }
}
