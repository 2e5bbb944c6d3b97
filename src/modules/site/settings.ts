import 'server-only'
import { unstable_cache } from 'next/cache'
import { getPayloadClient } from '@/lib/payload'

import { siteSettingsTag } from './cache-tags'

export type SiteIdentity = { siteName: string; siteNameEn: string; description: string }

/** Site name and description for titles and metadata; cached until the settings are saved. */
export const getSiteIdentity = unstable_cache(
  async (): Promise<SiteIdentity> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return {
      siteName: settings.siteName || '녹색기후기술원',
      siteNameEn: settings.siteNameEn || 'Green Climate Technology Institute',
      description: settings.description ?? '',
    }
  },
  ['site-identity'],
  { tags: [siteSettingsTag] },
)
