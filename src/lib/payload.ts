import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * The Payload Local API of this process (initialised once, shared by pages, route handlers and jobs). `cron: true`
 * starts the job-queue timers with the first use (the cache sync asks within a second of start), not only when
 * someone opens the admin; whether they run here is `JOBS_AUTORUN` (src/modules/jobs/autorun.ts).
 */
export const getPayloadClient = () => getPayload({ config, cron: true })
