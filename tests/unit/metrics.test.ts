import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv, parseMetricsAllow } from '@/lib/env'
import {
  countPageCache,
  metricsAccess,
  observeDbQuery,
  renderMetrics,
  routeGroupOf,
  setQueueSource,
} from '@/lib/metrics'

const token = 'scrape-token-0123456789-abcdef'
const loopbackOnly = { allow: [] }

describe('who may read /metrics', () => {
  it('by default, only this machine (IPv4 and IPv6 loopback, also as a mapped address)', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(metricsAccess(address, undefined, loopbackOnly), address).toBe(true)
    }
    for (const address of ['10.0.0.5', '192.168.1.10', '2001:db8::1', '', 'unknown', '::ffff:8.8.8.8']) {
      expect(metricsAccess(address, undefined, loopbackOnly), address).toBe(false)
    }
  })

  it('METRICS_ALLOW replaces the default with its addresses and ranges', () => {
    const settings = { allow: ['10.0.0.0/8', '192.168.1.7', '2001:db8::/32'] }
    expect(metricsAccess('10.20.30.40', undefined, settings)).toBe(true)
    expect(metricsAccess('192.168.1.7', undefined, settings)).toBe(true)
    expect(metricsAccess('2001:db8:1::5', undefined, settings)).toBe(true)
    expect(metricsAccess('192.168.1.8', undefined, settings)).toBe(false)
    expect(metricsAccess('11.0.0.1', undefined, settings)).toBe(false)
    // Loopback is no longer implied once a list is given.
    expect(metricsAccess('127.0.0.1', undefined, settings)).toBe(false)
  })

  it('with `none`, no address is enough: only the token lets a scraper in', () => {
    const settings = { allow: ['none'], token }
    expect(metricsAccess('127.0.0.1', undefined, settings)).toBe(false)
    expect(metricsAccess('127.0.0.1', `Bearer ${token}`, settings)).toBe(true)
  })

  it('the bearer token works from any address; a wrong, partial or differently sent token does not', () => {
    const settings = { allow: [], token }
    expect(metricsAccess('203.0.113.9', `Bearer ${token}`, settings)).toBe(true)
    expect(metricsAccess('203.0.113.9', `bearer ${token}`, settings)).toBe(true)
    for (const header of [`Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, token, `Basic ${token}`, 'Bearer ']) {
      expect(metricsAccess('203.0.113.9', header, settings), header).toBe(false)
    }
    // Without a configured token no Authorization header opens anything.
    expect(metricsAccess('203.0.113.9', 'Bearer ', { allow: [] })).toBe(false)
  })
})

describe('METRICS_ALLOW and METRICS_TOKEN settings', () => {
  it('accepts addresses, CIDR ranges and `none`, and names what it cannot read', () => {
    expect(parseMetricsAllow(' 10.0.0.0/8, ::1 ,192.168.0.1').entries).toEqual(['10.0.0.0/8', '::1', '192.168.0.1'])
    expect(parseMetricsAllow(undefined)).toEqual({ entries: [], problems: [] })
    expect(parseMetricsAllow('none').entries).toEqual(['none'])
    for (const bad of ['10.0.0.0/33', 'localhost', '10.0.0/8', '::1/129', '1.2.3.4/8/1', '*']) {
      expect(parseMetricsAllow(bad).problems, bad).toHaveLength(1)
    }
    expect(parseMetricsAllow('none,127.0.0.1').problems).toHaveLength(1)
  })

  it('stops the start with the variable named when a setting is wrong', () => {
    expect(() => parseEnv({ PAYLOAD_SECRET: 'x'.repeat(40), METRICS_ALLOW: 'intranet' })).toThrow(/METRICS_ALLOW/)
    expect(() => parseEnv({ PAYLOAD_SECRET: 'x'.repeat(40), METRICS_TOKEN: 'short' })).toThrow(EnvError)
    expect(() => parseEnv({ PAYLOAD_SECRET: 'x'.repeat(40), OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    )
    const env = parseEnv({ PAYLOAD_SECRET: 'x'.repeat(40), METRICS_ALLOW: '10.1.0.0/16', METRICS_TOKEN: token })
    expect(env.METRICS_ALLOW).toEqual(['10.1.0.0/16'])
    expect(env.METRICS_TOKEN).toBe(token)
    expect(parseEnv({ PAYLOAD_SECRET: 'x'.repeat(40) }).METRICS_ALLOW).toEqual([])
  })
})

describe('route groups', () => {
  it('puts each kind of address in its group', () => {
    const cases: [string, string][] = [
      ['/', 'page'],
      ['/index', 'page'],
      ['/en/company/about', 'page'],
      ['/media/media02/view/12', 'page'],
      ['/api/v1/boards/1/posts', 'api-v1'],
      ['/api/v1/files/3/download', 'api-v1'],
      ['/api/cms/posts', 'cms-api'],
      ['/api/cms/users/me', 'cms-api'],
      ['/api/cms/media/file/hero.webp', 'media'],
      ['/api/cms/attachments/file/report.pdf', 'media'],
      ['/api/files/7/download', 'media'],
      ['/admin', 'admin'],
      ['/admin/collections/posts', 'admin'],
      ['/admin-login', 'admin'],
      ['/_next/static/chunks/app.js', 'next-static'],
      ['/_next/static/enhance/site-abc.js', 'next-static'],
      ['/_next/image', 'next-static'],
      ['/api/health', 'other'],
      ['/api/auth/session', 'other'],
      ['/swagger-ui', 'other'],
      ['/robots.txt', 'other'],
      ['/sitemap.xml', 'other'],
      ['/favicon.ico', 'other'],
      ['/metrics', 'other'],
    ]
    for (const [path, group] of cases) expect(routeGroupOf(path), path).toBe(group)
  })

  it('does not mistake look-alike prefixes', () => {
    expect(routeGroupOf('/administration')).toBe('page')
    expect(routeGroupOf('/api/v10')).toBe('other')
    expect(routeGroupOf('/api/cmsx')).toBe('other')
  })
})

describe('the Prometheus text', () => {
  it('carries page cache, database and queue series in the exposition format', async () => {
    countPageCache('hit')
    countPageCache('miss')
    observeDbQuery('sqlite', 0.003)
    setQueueSource(async () => ({ jobsPending: { nightly: 3 }, jobsFailed: { newsletter: 1 }, mailPending: 2 }))
    const { contentType, body } = await renderMetrics()
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(body).toContain('# TYPE http_requests_total counter')
    expect(body).toContain('# TYPE http_request_duration_seconds histogram')
    expect(body).toMatch(/^page_cache_lookups_total\{result="hit"\} [1-9]/m)
    expect(body).toMatch(/^page_cache_lookups_total\{result="stale"\} \d/m)
    expect(body).toMatch(/^db_query_duration_seconds_bucket\{le="0\.005",dialect="sqlite"\} [1-9]/m)
    expect(body).toContain('jobs_pending{queue="nightly"} 3')
    expect(body).toContain('jobs_pending{queue="newsletter"} 0')
    expect(body).toContain('jobs_failed{queue="newsletter"} 1')
    expect(body).toContain('newsletter_sends_pending 2')
    // Default process metrics: memory and event-loop delay.
    expect(body).toMatch(/^process_resident_memory_bytes \d+/m)
    expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+/m)
    expect(body).toMatch(/^nodejs_heap_size_used_bytes \d+/m)
  })

  it('keeps the last queue sizes when reading them fails, instead of failing the scrape', async () => {
    setQueueSource(async () => ({ jobsPending: { nightly: 4 }, jobsFailed: {}, mailPending: 0 }))
    expect((await renderMetrics()).body).toContain('jobs_pending{queue="nightly"} 4')
    setQueueSource(async () => {
      throw new Error('database is locked')
    })
    expect((await renderMetrics()).body).toContain('jobs_pending{queue="nightly"} 4')
  })
})

describe('src/lib/metrics.ts as server.mjs loads it', () => {
  // Relative `.ts` imports are followed and checked the same way by tests/unit/server-loaded-files.test.ts.
  it('imports only packages, node: modules and .ts files, in TypeScript Node can erase', async () => {
    const { readFileSync } = await import('node:fs')
    const { stripTypeScriptTypes } = await import('node:module')
    const source = readFileSync(new URL('../../src/lib/metrics.ts', import.meta.url), 'utf8')
    const imports = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1] as string)
    expect(
      imports.filter((target) => (target.startsWith('.') && !target.endsWith('.ts')) || target.startsWith('@/')),
    ).toEqual([])
    expect(() => stripTypeScriptTypes(source)).not.toThrow()
  })
})
