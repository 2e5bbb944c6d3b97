import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { strictTransportSecurity } from '@/lib/security-headers'
import { importGraph, projectRoot } from '../support/import-graph'

/**
 * One build serves every host (docs/decisions/0026-build-once-run-anywhere.md): whatever carries SITE_URL is made when
 * the server runs, from the SITE_URL it was started with, and nothing generated at build time reads it.
 */

// The sitemap's database reads, as a content database would answer them.
vi.mock('@/lib/payload', () => ({
  getPayloadClient: async () => ({
    collections: { posts: {} },
    logger: { error: () => {} },
    find: async ({ collection }: { collection: string }) =>
      collection === 'pages'
        ? { docs: [{ path: 'company/about', updatedAt: '2026-11-01T00:00:00.000Z' }] }
        : { docs: [{ id: 145, boardSeq: 1, updatedAt: '2026-11-20T00:00:00.000Z' }] },
  }),
}))

/** robots.ts and sitemap.ts as a server started with this SITE_URL loads them. */
async function startedWith(siteUrl: string) {
  vi.resetModules()
  vi.stubEnv('SITE_URL', siteUrl)
  vi.stubEnv('PAYLOAD_SECRET', 'x'.repeat(40))
  vi.stubEnv('DATA_DIR', mkdtempSync(path.join(tmpdir(), 'site-url-')))
  return { robots: await import('@/app/robots'), sitemap: await import('@/app/sitemap') }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('robots.txt and sitemap.xml', () => {
  it.each(['https://www.greenclimate.or.kr', 'http://10.0.0.5:8080'])(
    'advertise the SITE_URL the server was started with (%s)',
    async (siteUrl) => {
      const { robots, sitemap } = await startedWith(siteUrl)
      expect(robots.default().sitemap).toBe(`${siteUrl}/sitemap.xml`)
      const entries = await sitemap.default()
      const urls = entries.map((e) => e.url)
      expect(urls).toEqual(
        expect.arrayContaining([
          `${siteUrl}/index`,
          `${siteUrl}/en/index`,
          `${siteUrl}/company/about`,
          `${siteUrl}/media/media01/view/145`,
        ]),
      )
      expect(urls.every((url) => url.startsWith(`${siteUrl}/`))).toBe(true)
      const about = entries.find((e) => e.url === `${siteUrl}/company/about`)
      expect(about?.lastModified).toEqual(new Date('2026-11-01T00:00:00.000Z'))
      expect(about?.alternates?.languages).toEqual({
        ko: `${siteUrl}/company/about`,
        en: `${siteUrl}/en/company/about`,
      })
    },
  )

  it('are answered per request, never generated once at build time', async () => {
    const { robots, sitemap } = await startedWith('https://www.greenclimate.or.kr')
    expect(robots.dynamic).toBe('force-dynamic')
    expect(sitemap.dynamic).toBe('force-dynamic')
  })
})

const appDir = path.join(projectRoot, 'src', 'app')
function appFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return appFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}
const readsSettings = (file: string) => importGraph([file]).files.has(path.join(projectRoot, 'src/lib/env.ts'))
const rel = (file: string) => path.relative(projectRoot, file)

describe('what the build fixes', () => {
  it('no route generated at build time reads the settings', () => {
    // Static routes, kept routes and pages made for listed parameters are rendered by `next build`.
    const staticFiles = appFiles(appDir).filter((file) =>
      /export const (dynamic = 'force-static'|revalidate\b)|generateStaticParams/.test(readFileSync(file, 'utf8')),
    )
    expect(staticFiles.map(rel)).toEqual(
      expect.arrayContaining(['src/app/api/v1/openapi.json/route.ts', 'src/app/swagger-ui/route.ts']),
    )
    expect(staticFiles.filter(readsSettings).map(rel)).toEqual([])
  })

  it('metadata files that read the settings are rendered per request', () => {
    // robots, sitemap, manifest and generated images are static by default unless they opt out.
    const metadataFiles = appFiles(appDir).filter((file) =>
      /^(robots|sitemap|manifest|opengraph-image|twitter-image|icon|apple-icon)\.tsx?$/.test(path.basename(file)),
    )
    expect(metadataFiles.map(rel)).toEqual(expect.arrayContaining(['src/app/robots.ts', 'src/app/sitemap.ts']))
    const staticReaders = metadataFiles.filter(
      (file) => readsSettings(file) && !/export const dynamic = 'force-dynamic'/.test(readFileSync(file, 'utf8')),
    )
    expect(staticReaders.map(rel)).toEqual([])
  })

  it("next.config.ts does not read the settings: its headers and redirects are fixed in the build's manifests", () => {
    expect(readsSettings(path.join(projectRoot, 'next.config.ts'))).toBe(false)
  })
})

describe('HSTS', () => {
  it('follows the SITE_URL the server starts with: sent for https, not for a plain-http host', () => {
    expect(strictTransportSecurity('https://www.greenclimate.or.kr')).toEqual({
      key: 'Strict-Transport-Security',
      value: 'max-age=31536000; includeSubDomains',
    })
    expect(strictTransportSecurity('http://127.0.0.1:3000')).toBeNull()
  })

  it('is set by server.mjs from the settings it read when it started (tests/e2e/build-once.spec.ts sees it)', () => {
    const server = readFileSync(path.join(projectRoot, 'server.mjs'), 'utf8')
    expect(server).toMatch(/const hsts = strictTransportSecurity\(env\.siteUrl\)/)
    // Passed to the request handling (src/server/serve-request.ts), which sets it on every answer.
    expect(server).toMatch(/createServeRequest\(\{[^}]*\bhsts,/)
    const serveRequest = readFileSync(path.join(projectRoot, 'src/server/serve-request.ts'), 'utf8')
    expect(serveRequest).toContain('if (hsts) res.setHeader(hsts.key, hsts.value)')
  })
})
