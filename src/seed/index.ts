import type { Payload } from 'payload'
import type { Env } from '@/lib/env'
import { ensureFirstAdmin } from './first-admin'
import { seedSiteSettings } from './site-settings'

/**
 * Default content, in versioned steps. A step runs once per database: the version reached is kept
 * in the seed-state global, so later starts leave staff edits alone and only add what is new.
 */
const steps: { version: number; name: string; run: (payload: Payload) => Promise<void> }[] = [
  { version: 1, name: 'site settings', run: seedSiteSettings },
]

export const seedVersion = Math.max(...steps.map((s) => s.version))

export async function seed(payload: Payload, env: Env): Promise<{ applied: string[]; admin: 'created' | 'exists' }> {
  const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true })
  const current = state.version ?? 0
  const applied: string[] = []
  for (const step of steps) {
    if (step.version <= current) continue
    await step.run(payload)
    await payload.updateGlobal({
      slug: 'seed-state',
      overrideAccess: true,
      data: { version: step.version, seededAt: new Date().toISOString() },
    })
    applied.push(step.name)
  }
  const admin = await ensureFirstAdmin(payload, env)
  return { applied, admin }
}
