import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { securityHeaders } from './src/lib/security-headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/**
 * Spec §2: the alternate flat names of the same pages keep working as permanent redirects to the
 * structured routes (with and without a locale prefix).
 */
export const flatAliases: [from: string, to: string][] = [
  ['/main', '/index'],
  ['/home', '/index'],
  ['/not_found', '/not-found'],
  ['/qna_write', '/media/media02/qna-write'],
  ['/add_write', '/add-write'],
  ['/popup_modal', '/index'],
  ['/swagger_ui', '/swagger-ui'],
  ['/site_map', '/sitemap'],
  ['/media/media_notice', '/media/media01'],
  ['/media/media_notice_list', '/media/media01'],
  ['/media/media_qna', '/media/media02'],
  ['/media/media_qna_list', '/media/media02'],
  ['/media/media_qna_inquiry', '/media/media02/qna-write'],
  ['/media/media_qna_write', '/media/media02/qna-write'],
  ['/media/media_qna_view', '/media/media02'],
  ['/media/media_newsletter', '/media/media03'],
  ['/media/media_newsletter_list', '/media/media03'],
  ['/media/media_recruit', '/media/media04'],
  ['/media/media01_list', '/media/media01'],
  ['/media/media02_list', '/media/media02'],
  ['/media/media03_list', '/media/media03'],
  ['/performance/performance_list', '/performance/performance'],
  ['/performance/performance01_list', '/performance/performance01'],
  ['/performance/performance02_list', '/performance/performance02'],
  ['/performance/performance03_list', '/performance/performance03'],
  ['/policy/privacy', '/policy/policy01'],
]

const nextConfig: NextConfig = {
  async redirects() {
    const admin = ['/admin_login', '/admin-login'].map((source) => ({
      source,
      destination: '/admin/login',
      permanent: true,
    }))
    const aliases = flatAliases.flatMap(([from, to]) => [
      { source: from, destination: to, permanent: true },
      { source: `/:locale(ko|en)${from}`, destination: `/:locale${to}`, permanent: true },
    ])
    return [...admin, ...aliases]
  },
  poweredByHeader: false,
  // `npm test` type-checks the sources (tsc) before it builds; it says so, and `next build` does not check them twice.
  // Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === 'true' },
  // Turbopack keeps a build cache in .next for the next build; a clean clone built once (CI) only pays for writing it.
  experimental: { turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off' },
  // The stylesheet stays a <link>, not inlined (`experimental.inlineCss`): inlined, Next also repeats it in the
  // page's flight data, every page grew from 81 to 268 KB and the server carried a third to two thirds fewer
  // requests (docs/decisions/0013-lighthouse.md).
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // The SQLite driver and image codecs are native code; keep them out of the server bundle.
  // prom-client: loaded from node_modules, the one copy server.mjs also uses (src/lib/metrics.ts).
  serverExternalPackages: ['@libsql/client', 'libsql', 'sharp', 'pino', 'prom-client'],
  async headers() {
    return [
      // Nothing here may depend on the environment: these headers are fixed at build time, and one build serves every
      // host. HSTS, which follows SITE_URL, is set by server.mjs when it starts.
      { source: '/:path*', headers: securityHeaders() },
      { source: '/admin/:path*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
    ]
  },
}

/**
 * Payload asks every page for the colour-scheme client hint with `Critical-CH`, which makes browsers
 * repeat the first request of each visit. Only the admin uses the hint, so keep it there.
 */
function clientHintsOnlyForAdmin(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    async headers() {
      return (await headers()).map((rule) =>
        rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
      )
    },
  }
}

export default withNextIntl(clientHintsOnlyForAdmin(withPayload(nextConfig, { devBundleServerPackages: false })))
