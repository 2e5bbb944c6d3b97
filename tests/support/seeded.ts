import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Payload } from 'payload'
import { inject } from 'vitest'
import type { Env } from '@/lib/env'
import { testPassword } from './api'
import { restoreSeedTemplate, saveSeedTemplate } from './seed-template'
import { createTestPayload, dialect } from './test-payload'

/**
 * A fresh database with the default groups, the first admin (`admin`, group 1) and a company mail domain.
 *
 * Seeding takes seconds (the demo posts, the banners drawn and resized), and most integration files start from it,
 * so the first file of a run seeds and keeps a copy (tests/support/seed-template.ts); the next ones start from that
 * copy of the same database and uploads. Each file still gets a database of its own.
 */
export async function createSeededPayload(): Promise<Payload> {
  const { env } = await import('@/lib/env')
  const templateDir = seedTemplateFor(env)
  if (templateDir && (await restoreSeedTemplate(templateDir, dialect))) return createTestPayload({ keepDatabase: true })
  const payload = await createTestPayload()
  const { seed } = await import('@/seed')
  await seed(payload, { ...env, ADMIN_USER_ID: 'admin', ADMIN_PASSWORD: testPassword })
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: { companyEmailDomain: 'greenclimate.or.kr' },
  })
  if (templateDir) await saveSeedTemplate(payload, templateDir, dialect)
  return payload
}

/**
 * The copy this file may start from: one per set of settings, since a file's settings shape what seeding makes
 * (with object storage, the seeded banners are in the bucket and not on disk). Paths of the file's own are left out.
 */
function seedTemplateFor(env: Env): string | null {
  const dir = inject('seedTemplateDir')
  if (!dir) return null
  const settings = JSON.stringify(env).replaceAll(env.dataDir, '<data>').replaceAll(env.databaseUrl, '<database>')
  return path.join(dir, createHash('sha256').update(settings).digest('hex').slice(0, 16))
}
