// The production (and `npm run dev`) HTTP server: Next.js behind a thin Node server that
//  - stamps every request with the visitor's real address (`x-client-ip`), taken from the socket and,
//    only when the socket is a configured trusted proxy, from X-Forwarded-For, so rate limits cannot be
//    dodged with a forged header (Next alone keeps a client-sent X-Forwarded-For);
//  - shuts down gracefully on SIGTERM/SIGINT: stops accepting, lets in-flight requests finish.
import { createServer } from 'node:http'
import next from 'next'
import { clientIpHeader, resolveClientIp, trustedProxies } from './src/lib/client-ip.ts'
import { env } from './src/lib/env.ts'

const dev = process.argv.includes('--dev')
const trusted = trustedProxies(env.TRUSTED_PROXY)

const app = next({ dev, hostname: 'localhost', port: env.PORT })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((req, res) => {
  req.headers[clientIpHeader] = resolveClientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)
  handle(req, res)
})
server.keepAliveTimeout = 65_000
server.listen(env.PORT, () => {
  console.log(JSON.stringify({ level: 'info', msg: `ready on http://localhost:${env.PORT}`, dev }))
})

let stopping = false
function shutdown(signal) {
  if (stopping) return
  stopping = true
  console.log(JSON.stringify({ level: 'info', msg: `${signal}: finishing in-flight requests` }))
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 25_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
