import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/modules/site/metadata'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/popup/', '/*/popup/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
