import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/modules/site/metadata'

/**
 * Answered per request, never generated at build time: the sitemap address follows the SITE_URL of the running
 * server, so one build serves every host (docs/decisions/0026-build-once-run-anywhere.md). It costs no database read.
 */
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/popup/', '/*/popup/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
