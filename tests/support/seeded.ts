import type { Payload } from 'payload'
import { testPassword } from './api'
import { createTestPayload } from './test-payload'

/** A fresh database with the default groups, the first admin (`admin`, group 1) and a company mail domain. */
export async function createSeededPayload(): Promise<Payload> {
  const payload = await createTestPayload()
  const { seed } = await import('@/seed')
  const { env } = await import('@/lib/env')
  await seed(payload, { ...env, ADMIN_USER_ID: 'admin', ADMIN_PASSWORD: testPassword })
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: { companyEmailDomain: 'greenclimate.or.kr' },
  })
  return payload
}
