import { registerOTel } from '@vercel/otel'

/**
 * Registers OpenTelemetry tracing for this process (loaded only by src/instrumentation.ts, and only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set). @vercel/otel reads the standard OTEL_EXPORTER_OTLP_* variables itself
 * (endpoint, headers for an API key, protocol) and exports over OTLP/HTTP. It sends no trace context to other hosts
 * on outgoing fetches unless told to (`fetch.propagateContextUrls`), so nothing about a request leaks to third parties.
 */
export function registerTracing(serviceName: string) {
  registerOTel({ serviceName })
}
