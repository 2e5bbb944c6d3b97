import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { env } from './src/lib/env'
import { securityHeaders } from './src/lib/security-headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // The SQLite driver and image codecs are native code; keep them out of the server bundle.
  serverExternalPackages: ['@libsql/client', 'libsql', 'sharp', 'pino'],
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders({ production: env.siteUrl.startsWith('https://') }) },
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
