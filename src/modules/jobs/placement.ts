import type { Env } from '@/lib/env'

type JobsEnv = Pick<Env, 'JOBS_AUTORUN' | 'NODE_ENV'>

/**
 * Whether this process may run queued jobs at all. Several server processes share one database; only the one with
 * `JOBS_AUTORUN=on` works the queues, so a nightly job is not run once per process. The others only queue jobs.
 */
export const jobsRunInThisProcess = (settings: Pick<Env, 'JOBS_AUTORUN'>) => settings.JOBS_AUTORUN === 'on'

/**
 * Whether the queue timers tick in this process. Tests run their jobs explicitly, so a timer never races them;
 * one-off scripts never start the timers (they do not ask Payload for crons).
 */
export const jobTimersRunInThisProcess = (settings: JobsEnv) =>
  jobsRunInThisProcess(settings) && settings.NODE_ENV !== 'test'
