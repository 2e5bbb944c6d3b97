// A two-worker cluster serving only the metrics layer (src/lib/metrics.ts) as server.mjs uses it, for
// tests/integration/metrics-endpoint.test.ts. The primary prints {"port": N} once both workers listen.
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import {
  countPageCache,
  markPageCacheAnswer,
  observeRequest,
  serveMetrics,
  setupClusterMetrics,
} from '../../src/lib/metrics.ts'

if (cluster.isPrimary) {
  // Without it (METRICS_FIXTURE_NO_AGGREGATION=1) no one answers the workers' requests for the summed metrics.
  if (!process.env.METRICS_FIXTURE_NO_AGGREGATION) setupClusterMetrics()
  let listening = 0
  for (let i = 0; i < 2; i++) {
    const worker = cluster.fork()
    worker.on('message', (message) => {
      if (message?.type !== 'listening') return
      listening += 1
      if (listening === 2) console.log(JSON.stringify({ port: message.port }))
    })
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill()
    process.exit(0)
  })
} else {
  const settings = { allow: [], token: process.env.METRICS_TOKEN }
  const normalise = (address) => (address?.startsWith('::ffff:') ? address.slice(7) : (address ?? ''))
  const server = createServer(async (req, res) => {
    observeRequest(req, res, performance.now())
    if (await serveMetrics(req, res, normalise(req.socket.remoteAddress), settings)) return
    const cached = req.url === '/cached'
    if (cached) {
      countPageCache('hit')
      markPageCacheAnswer(res)
    }
    res.writeHead(req.url === '/missing' || req.url === '/metrics' ? 404 : 200, {
      'x-worker': String(cluster.worker.id),
    })
    res.end('page')
  })
  server.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port }))
}
