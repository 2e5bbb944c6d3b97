/**
 * `payload run src/seed/run.ts`: applies pending migrations, then the default content and the
 * first admin account. Safe to run on every start.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { migrationsFor } from '@/lib/database'
import { env } from '@/lib/env'
import { seed } from './index'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrationsFor(env.databaseDialect) })
const result = await seed(payload, env)
payload.logger.info(
  `seed: ${result.applied.length ? `applied ${result.applied.join(', ')}` : 'nothing new'}; first admin ${result.admin}`,
)
await payload.destroy()
