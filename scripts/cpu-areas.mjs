// Where a server's CPU went, from a V8 CPU profile (`node --cpu-prof`): the busy time of a window, split into the
// areas an engineer can act on. Used by `npm run bench` for each kind of render.
import path from 'node:path'

/**
 * The area of one profile node, by the file its function is in. Native code (the SQLite driver's compile and step)
 * counts towards the JavaScript function that called it, so the driver shows as `libsql`. Code Next bundles into
 * `.next/server` (the site's own modules with Payload, drizzle and next-intl) cannot be told apart by file.
 */
export function areaOf(callFrame, root) {
  const { url, functionName } = callFrame
  if (functionName === '(garbage collector)') return 'garbage collection'
  if (!url) return functionName === '(program)' ? 'V8 and Node internals' : 'Node built-ins'
  if (url.startsWith('node:')) return 'Node built-ins'
  const file = url.startsWith('file://') ? new URL(url).pathname : url
  if (file.includes('/node_modules/next/')) return 'Next and React'
  if (/\/node_modules\/(?:libsql|@libsql)\//.test(file)) return 'SQLite driver'
  if (/\/node_modules\/(?:pg|pg-pool|pg-protocol)\//.test(file)) return 'PostgreSQL driver'
  if (file.includes('/node_modules/')) return 'other packages'
  if (file.includes('/.next/server/')) return 'site code and bundled packages'
  const relative = path.relative(root, file)
  if (!relative.startsWith('..')) return 'custom server'
  return 'other'
}

/**
 * Busy time (ms) between `fromUs` and `toUs` and each area's share of it, largest first; idle samples are left out.
 * The times are the monotonic clock's, in microseconds: a profile's `startTime` is on the same clock as
 * `process.hrtime` in any process of the machine, so the caller can mark the window of its load.
 */
export function cpuAreas(profile, { root, fromUs, toUs }) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const byArea = new Map()
  let busy = 0
  let at = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]
    if (at < fromUs || at > toUs) continue
    const node = nodes.get(profile.samples[i])
    if (!node || node.callFrame.functionName === '(idle)') continue
    const area = areaOf(node.callFrame, root)
    byArea.set(area, (byArea.get(area) ?? 0) + profile.timeDeltas[i])
    busy += profile.timeDeltas[i]
  }
  const areas = [...byArea]
    .map(([area, us]) => ({ area, share: busy ? us / busy : 0 }))
    .sort((a, b) => b.share - a.share)
  return { busyMs: busy / 1000, areas }
}

/** The monotonic clock in microseconds, as CPU profiles count time. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n)
