// The figures of docs/deployment.md: public pages through nginx (deploy/nginx/, page microcache) and straight from
// the Node server (its own page cache), measured with autocannon at 20 connections in the same run. The two are
// measured in alternation, several rounds, and each cell is the median round, so that other load on the machine
// falls on both sides alike. Called by `npm run nginx:check -- --bench`.
import { loadavg } from 'node:os'
import autocannon from 'autocannon'

const connections = 20
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function measure(port, pathname, duration) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${pathname}`, connections, duration })
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    lost: r.errors + r.timeouts,
  }
}

function summary(samples) {
  return {
    rps: Math.round(median(samples.map((s) => s.rps))),
    p50: median(samples.map((s) => s.p50)),
    p99: median(samples.map((s) => s.p99)),
    non2xx: samples.reduce((n, s) => n + s.non2xx, 0),
    lost: samples.reduce((n, s) => n + s.lost, 0),
  }
}

/**
 * Prints a Markdown table; returns false when any answer was not 2xx. Requests the load generator lost (its own
 * errors and 10 s timeouts, which a machine loaded by other work produces now and then) are shown, not judged.
 */
export async function compareThroughNginx({ appPort, nginxPort, targets, duration, rounds }) {
  const rows = []
  let clean = true
  for (const { name, path } of targets) {
    const direct = []
    const proxied = []
    for (let i = 0; i < rounds; i++) {
      direct.push(await measure(appPort, path, duration))
      proxied.push(await measure(nginxPort, path, duration))
    }
    const node = summary(direct)
    const nginx = summary(proxied)
    if (node.non2xx || nginx.non2xx) clean = false
    const cell = (m) =>
      `${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.non2xx ? `, ${m.non2xx} not 2xx` : ''}${m.lost ? `, ${m.lost} lost by the client` : ''}`
    rows.push(`| ${name} \`${path}\` | ${cell(node)} | ${cell(nginx)} | ×${(nginx.rps / node.rps).toFixed(1)} |`)
  }
  const day = new Date().toISOString().slice(0, 10)
  console.log(
    `\nautocannon, ${connections} connections, median of ${rounds} alternating ${duration} s rounds, ${day}, load ${loadavg()[0].toFixed(1)}`,
  )
  console.log('| page | Node (server.mjs page cache) | through nginx (microcache) | ratio |')
  console.log('|---|---|---|---|')
  for (const row of rows) console.log(row)
  return clean
}
