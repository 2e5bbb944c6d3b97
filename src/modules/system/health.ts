import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

export type Check = { ok: boolean; latencyMs: number }

async function timed(probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now()
  try {
    await probe()
    return { ok: true, latencyMs: Math.round(performance.now() - started) }
  } catch {
    return { ok: false, latencyMs: Math.round(performance.now() - started) }
  }
}

/** One cheap read through the same adapter the site uses; never throws. */
export function checkDatabase(): Promise<Check> {
  return timed(async () => {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'users', overrideAccess: true })
  })
}

/** Uploads land under DATA_DIR: prove it is writable with a throw-away file. */
export function checkStorage(): Promise<Check> {
  return timed(async () => {
    const dir = path.join(env.dataDir, 'media')
    await mkdir(dir, { recursive: true })
    const probe = path.join(dir, `.ready-${randomUUID()}`)
    await writeFile(probe, 'ok')
    await rm(probe)
  })
}
