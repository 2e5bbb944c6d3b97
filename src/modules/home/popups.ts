import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { DeviceInfo } from '@/lib/device'
import { getPayloadClient } from '@/lib/payload'
import type { Popup } from '@/payload-types'
import { displayWindowWhere, matchesDevice, visibleNow } from './display-window'

/** Popups to show now on this device, in order. Crawlers get none: popups are not page content. */
export async function activePopups(locale: Locale, device: DeviceInfo, now = new Date()): Promise<Popup[]> {
  if (device.isCrawler) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'popups',
    where: displayWindowWhere(now),
    sort: 'sortOrder',
    limit: 20,
    depth: 1,
    locale,
    fallbackLocale: 'ko',
  })
  return visibleNow(docs, now).filter((p) => matchesDevice(p.device, { mobile: device.isMobile }))
}

/** One popup for its window page, only while it is in its display window. */
export async function windowPopup(id: string, locale: Locale, now = new Date()): Promise<Popup | null> {
  if (!/^\d+$/.test(id)) return null
  const payload = await getPayloadClient()
  const popup = await payload
    .findByID({ collection: 'popups', id: Number(id), depth: 1, locale, fallbackLocale: 'ko', disableErrors: true })
    .catch(() => null)
  if (!popup || visibleNow([popup], now).length === 0) return null
  return popup
}
