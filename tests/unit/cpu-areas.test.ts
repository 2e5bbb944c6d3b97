import { describe, expect, it } from 'vitest'
import { areaOf, cpuAreas } from '../../scripts/cpu-areas.mjs'

/** The benchmark's split of a render's CPU (scripts/cpu-areas.mjs), on a profile built by hand. */
const root = '/srv/site'
const frame = (functionName: string, url = '') => ({ functionName, url, scriptId: '0', lineNumber: 0, columnNumber: 0 })

describe('areaOf', () => {
  it('names the area of each kind of frame', () => {
    expect(areaOf(frame('render', `file://${root}/node_modules/next/dist/compiled/next-server/x.js`), root)).toBe(
      'Next and React',
    )
    expect(areaOf(frame('prepare', `file://${root}/node_modules/libsql/index.js`), root)).toBe('SQLite driver')
    expect(areaOf(frame('query', `file://${root}/node_modules/pg/lib/client.js`), root)).toBe('PostgreSQL driver')
    expect(areaOf(frame('Page', `file://${root}/.next/server/chunks/ssr/page.js`), root)).toBe(
      'site code and bundled packages',
    )
    expect(areaOf(frame('routePage', `file://${root}/src/server/page-cache-routing.ts`), root)).toBe('custom server')
    expect(areaOf(frame('writev', 'node:net'), root)).toBe('Node built-ins')
    expect(areaOf(frame('(garbage collector)'), root)).toBe('garbage collection')
    expect(areaOf(frame('(program)'), root)).toBe('V8 and Node internals')
  })
})

describe('cpuAreas', () => {
  it('counts only the samples of the window, without idle time, largest area first', () => {
    const nodes = [
      { id: 1, callFrame: frame('(idle)') },
      { id: 2, callFrame: frame('render', `file://${root}/node_modules/next/dist/a.js`) },
      { id: 3, callFrame: frame('prepare', `file://${root}/node_modules/libsql/index.js`) },
      { id: 4, callFrame: frame('(garbage collector)') },
    ]
    // Start-up work before the window, then the load (next 3 ms, libsql 1 ms, GC 1 ms, idle 2 ms), then shutdown.
    const samples = [3, 3, 3, 1, 2, 2, 2, 1, 3, 4, 1, 2, 2]
    const timeDeltas = [5000, 5000, 5000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 40_000, 40_000]
    const startTime = 1_000_000
    const { busyMs, areas } = cpuAreas(
      { nodes, samples, timeDeltas, startTime },
      { root, fromUs: startTime + 15_500, toUs: startTime + 22_500 },
    )
    expect(busyMs).toBe(5)
    expect(areas).toEqual([
      { area: 'Next and React', share: 0.6 },
      { area: 'SQLite driver', share: 0.2 },
      { area: 'garbage collection', share: 0.2 },
    ])
  })
})
