import type { SanitizedConfig } from 'payload'
import { nobody } from './index'

/**
 * Payload's own bookkeeping that no account reads or changes through an API: which migrations ran
 * (`payload-migrations`) and when each scheduled job was last queued (`payload-jobs-stats`).
 *
 * Payload adds both while it sanitizes the config, after plugins ran, with its default access: any signed-in account.
 * A staff member limited to the notice board could then rewrite the scheduler's record through
 * `POST /api/cms/globals/payload-jobs-stats` (the nightly jobs would wait for their next slot, or run again), or read
 * and change the migration records from the Local API on a user's behalf. Payload's migrations and its scheduler
 * read and write them without access checks (`payload.db`, or the Local API's default `overrideAccess`), which this
 * keeps. tests/integration/collection-access.test.ts holds the table of every collection and global.
 */
const systemCollections = ['payload-migrations']
const systemGlobals = ['payload-jobs-stats']

export async function withSystemRecordsClosed(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  for (const collection of sanitized.collections.filter((c) => systemCollections.includes(c.slug)))
    collection.access = {
      ...collection.access,
      read: nobody,
      create: nobody,
      update: nobody,
      delete: nobody,
      readVersions: nobody,
      unlock: nobody,
    }
  for (const global of sanitized.globals.filter((g) => systemGlobals.includes(g.slug)))
    global.access = { ...global.access, read: nobody, update: nobody, readVersions: nobody }
  return sanitized
}
