import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { DeviceInfo } from '@/lib/device'
import { getPayloadClient } from '@/lib/payload'
import { isLiveDocument } from '@/modules/approval/policy'
import type { Popup } from '@/payload-types'
import { matchesDevice, visibleNow } from './display-window'
import { switchedOn } from './switched-on'

/** Popups to show now on this device, in order (at most twenty). Crawlers get none: popups are not page content. */
export async function activePopups(locale: Locale, device: DeviceInfo, now = new Date()): Promise<Popup[]> {
  if (device.isCrawler) return []
  return visibleNow(await switchedOn('popups', locale), now)
    .filter((p) => matchesDevice(p.device, { mobile: device.isMobile }))
    .slice(0, 20)
}

/** One popup for its window page, only while it is published and in its display window. */
export async function windowPopup(id: string, locale: Locale, now = new Date()): Promise<Popup | null> {
  if (!/^\d+$/.test(id)) return null
  const payload = await getPayloadClient()
  const popup = await payload
    .findByID({ collection: 'popups', id: Number(id), depth: 1, locale, fallbackLocale: 'ko', disableErrors: true })
    .catch(() => null)
  if (!popup || !isLiveDocument(popup) || visibleNow([popup], now).length === 0) return null
  return popup
}
