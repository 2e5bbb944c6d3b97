import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // The SQLite driver is native code; keep it out of the server bundle.
  serverExternalPackages: ['@libsql/client', 'libsql', 'sharp', 'pino'],
}

export default withNextIntl(withPayload(nextConfig, { devBundleServerPackages: false }))
