import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'
import { jobsRunInThisProcess, jobTimersRunInThisProcess } from '@/modules/jobs/placement'

const parse = (extra: Record<string, string>) =>
  parseEnv({ PAYLOAD_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/jobs-env-test', ...extra })

describe('JOBS_AUTORUN: which process runs the job queues', () => {
  it('is on unless set, and accepts only on and off', () => {
    expect(parse({}).JOBS_AUTORUN).toBe('on')
    expect(parse({ JOBS_AUTORUN: 'off' }).JOBS_AUTORUN).toBe('off')
    expect(() => parse({ JOBS_AUTORUN: 'yes' })).toThrow(/JOBS_AUTORUN/)
  })

  it('lets a process with off run no jobs and tick no timers', () => {
    for (const NODE_ENV of ['production', 'development', 'test'] as const) {
      expect(jobsRunInThisProcess({ JOBS_AUTORUN: 'off' })).toBe(false)
      expect(jobTimersRunInThisProcess({ JOBS_AUTORUN: 'off', NODE_ENV })).toBe(false)
    }
  })

  it('ticks the timers with on, except under the test runner, which runs its jobs itself', () => {
    expect(jobsRunInThisProcess({ JOBS_AUTORUN: 'on' })).toBe(true)
    expect(jobTimersRunInThisProcess({ JOBS_AUTORUN: 'on', NODE_ENV: 'production' })).toBe(true)
    expect(jobTimersRunInThisProcess({ JOBS_AUTORUN: 'on', NODE_ENV: 'development' })).toBe(true)
    expect(jobTimersRunInThisProcess({ JOBS_AUTORUN: 'on', NODE_ENV: 'test' })).toBe(false)
  })
})
