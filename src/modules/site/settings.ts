import 'server-only'
import { getPayloadClient } from '@/lib/payload'
import { memoUntilContentChange } from './content-memo'

export type SiteIdentity = {
  siteName: string
  siteNameEn: string
  description: string
  representative: string
  businessNumber: string
  postalCode: string
  address: string
  addressEn: string
  phone: string
  fax: string
  email: string
  hours: string
  hoursEn: string
  sns: { kind: string; url: string }[]
  /** The location map uploaded by staff; null until they upload one. */
  mapImage: { url: string; alt: string; width: number; height: number } | null
}

type MaybeMedia = { url?: string | null; alt?: string | null; width?: number | null; height?: number | null }

function mapImageOf(value: unknown): SiteIdentity['mapImage'] {
  const media = typeof value === 'object' && value ? (value as MaybeMedia) : null
  if (!media?.url) return null
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? 1200, height: media.height ?? 640 }
}

/**
 * Site name, contacts and description for titles, metadata and the footer; kept in memory until content changes.
 * Contact fields stay empty until staff enter the institute's confirmed values; callers omit empty ones.
 */
export const getSiteIdentity = memoUntilContentChange('site-identity', async (): Promise<SiteIdentity> => {
  const payload = await getPayloadClient()
  const s = await payload.findGlobal({ slug: 'site-settings', depth: 1 })
  return {
    siteName: s.siteName || '녹색기후기술원',
    siteNameEn: s.siteNameEn || 'Green Climate Technology Institute',
    description: s.description ?? '',
    representative: s.representative ?? '',
    businessNumber: s.businessNumber ?? '',
    postalCode: s.postalCode ?? '',
    address: s.address ?? '',
    addressEn: s.addressEn ?? '',
    phone: s.phone ?? '',
    fax: s.fax ?? '',
    email: s.email ?? '',
    hours: s.hours ?? '',
    hoursEn: s.hoursEn ?? '',
    sns: (s.sns ?? []).map((x) => ({ kind: x.kind, url: x.url })),
    mapImage: mapImageOf(s.mapImage),
  }
})
