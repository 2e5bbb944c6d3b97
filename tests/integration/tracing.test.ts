import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { trace } from '@opentelemetry/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Tracing (src/instrumentation.ts, src/lib/tracing.ts) against a local OTLP/HTTP receiver that records what it gets.
 * Next itself is not started: the spans here stand in for the ones Next opens per request once a provider exists.
 */
const received: { url: string; type: string; body: Buffer }[] = []
let receiver: Server
let endpoint: string

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ url: req.url ?? '', type: String(req.headers['content-type']), body: Buffer.concat(chunks) })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => receiver.close(resolve)))

const delegateName = () =>
  (trace.getTracerProvider() as unknown as { getDelegate?: () => object }).getDelegate?.().constructor.name ?? ''

describe('traces', () => {
  it('are not set up without OTEL_EXPORTER_OTLP_ENDPOINT, in Node or elsewhere', async () => {
    const { register } = await import('@/instrumentation')
    await register()
    process.env.NEXT_RUNTIME = 'nodejs'
    try {
      await register()
    } finally {
      delete process.env.NEXT_RUNTIME
    }
    expect(delegateName()).toBe('NoopTracerProvider')
  })

  it('go to the configured OTLP endpoint with the service name', async () => {
    // @vercel/otel reads the standard variable itself as it registers.
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint
    const { registerTracing } = await import('@/lib/tracing')
    registerTracing('green-institute-test')
    trace.getTracer('test').startActiveSpan('GET /index', (span) => span.end())
    // The global provider is a proxy; the SDK provider registered behind it can flush now rather than in 5 s.
    const proxy = trace.getTracerProvider() as unknown as { getDelegate: () => { forceFlush: () => Promise<void> } }
    const provider = proxy.getDelegate()
    await provider.forceFlush()
    await expect.poll(() => received.length).toBeGreaterThan(0)
    const [request] = received
    expect(request?.url).toBe('/v1/traces')
    expect(request?.type).toBe('application/x-protobuf')
    expect(request?.body.includes('green-institute-test')).toBe(true)
    expect(request?.body.includes('GET /index')).toBe(true)
  })
})
