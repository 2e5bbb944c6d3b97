import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverWorkerCount } from '@/lib/cluster'

const script = path.resolve('tests/support/cluster-workers.mts')

/** Runs the workers' script until every worker wrote `done` (or a worker crashed and was replaced), then stops it. */
async function runWorkers(env: Record<string, string>, expectDone: number) {
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'cluster-')), 'log')
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env, LOG: log }, stdio: 'ignore' })
  const lines = () => {
    try {
      return readFileSync(log, 'utf8').trim().split('\n')
    } catch {
      return []
    }
  }
  const deadline = Date.now() + 20_000
  while (lines().filter((l) => l.startsWith('done')).length < expectDone && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  return { lines: lines(), code: await exited }
}

/** Whether, in the log, every "in" is followed by the same worker's "out" before anyone else's "in". */
function turnsNeverOverlap(lines: string[]) {
  let holder: string | null = null
  for (const line of lines) {
    const [kind, who] = line.split(' ')
    if (kind === 'in') {
      if (holder !== null) return false
      holder = who ?? ''
    } else if (kind === 'out') {
      if (holder !== who) return false
      holder = null
    }
  }
  return true
}

describe('server workers', () => {
  it('serves with one process per core unless told how many', () => {
    expect(serverWorkerCount(undefined, 2)).toBe(2)
    expect(serverWorkerCount(undefined, 8)).toBe(8)
    expect(serverWorkerCount(3, 8)).toBe(3)
    expect(serverWorkerCount(1, 8)).toBe(1)
  })

  it('gives the SQLite write turn to one worker at a time, and scheduled jobs to worker 0 only', async () => {
    const { lines, code } = await runWorkers({ WORKERS: '3', ROUNDS: '6' }, 3)
    expect(lines.filter((l) => l.startsWith('in'))).toHaveLength(18)
    expect(turnsNeverOverlap(lines)).toBe(true)
    expect(lines.filter((l) => l.startsWith('done')).sort()).toEqual(['done 0 on', 'done 1 off', 'done 2 off'])
    expect(code).toBe(0)
  }, 30_000)

  it('takes the turn back from a worker that dies holding it, and starts another worker in its place', async () => {
    const { lines } = await runWorkers({ WORKERS: '2', ROUNDS: '4', CRASH: '1' }, 2)
    // Worker 1 died inside its second turn; worker 0 still finished all four of its turns, and the worker started in
    // place of 1 (number 1 again, so still without jobs) all of its own.
    const crashed = lines.indexOf('crashed 1')
    expect(crashed).toBeGreaterThan(0)
    expect(lines[crashed - 1]).toBe('in 1')
    expect(lines.filter((l) => l.startsWith('done')).sort()).toEqual(['done 0 on', 'done 1 off'])
    expect(lines.filter((l) => l === 'in 0')).toHaveLength(4)
    const withoutCrashedTurn = lines.filter((_, i) => i !== crashed - 1 && i !== crashed)
    expect(turnsNeverOverlap(withoutCrashedTurn)).toBe(true)
  }, 30_000)

  it('gives one turn at a time when a worker holds two copies of the module, as Next bundles it twice', async () => {
    const { lines } = await runWorkers({ WORKERS: '2', ROUNDS: '6', COPIES: '2' }, 2)
    expect(lines.filter((l) => l.startsWith('in'))).toHaveLength(24)
    expect(turnsNeverOverlap(lines)).toBe(true)
  }, 30_000)

  it('replaces a worker that reports its database calls failing, and counts the replacement', async () => {
    const { lines } = await runWorkers({ WORKERS: '2', ROUNDS: '3', UNHEALTHY: '1' }, 2)
    expect(lines.filter((l) => l === 'unhealthy 1')).toHaveLength(1)
    // Worker 1 started twice: first with no replacement yet, then in its own place, knowing of one.
    expect(lines.filter((l) => l.startsWith('started 1'))).toEqual([
      'started 1 replacements=0',
      'started 1 replacements=1',
    ])
    expect(lines.filter((l) => l.startsWith('done')).sort()).toContain('done 0 on')
    expect(lines.filter((l) => l === 'done 1 off').length).toBeGreaterThanOrEqual(1)
    expect(turnsNeverOverlap(lines.filter((l) => !l.startsWith('started') && !l.startsWith('unhealthy')))).toBe(true)
  }, 30_000)
})
