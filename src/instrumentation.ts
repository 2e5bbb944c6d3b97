/**
 * Next.js calls `register` once as each server process starts (the instrumentation file convention). Traces are
 * exported only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the OpenTelemetry packages are imported here and nowhere
 * else, so without it none of them is loaded. With it, @vercel/otel registers a tracer provider and Next's own spans
 * (each request, route handler, render and fetch) go to that OTLP/HTTP endpoint, with OTEL_SERVICE_NAME as the
 * service. Prometheus metrics do not depend on this (src/lib/metrics.ts).
 */
export async function register() {
  // Next replaces NEXT_RUNTIME at build time; the edge build of this hook (middleware) then loses the branch below.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env } = await import('./lib/env')
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return
  const { registerTracing } = await import('./lib/tracing')
  registerTracing(env.OTEL_SERVICE_NAME)
}
