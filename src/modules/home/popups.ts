import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { DeviceInfo } from '@/lib/device'
import { getPayloadClient } from '@/lib/payload'
import { memoUntilContentChange } from '@/modules/site/content-memo'
import type { Popup } from '@/payload-types'
import { matchesDevice, switchedOnWhere, visibleNow } from './display-window'

/** Every popup that is switched on, per locale: read once until content changes. */
const switchedOnPopups = (locale: Locale) =>
  memoUntilContentChange(`popups:${locale}`, async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'popups',
      where: switchedOnWhere,
      sort: 'sortOrder',
      // All of them (a handful): the period is checked at each request, against that request's clock.
      limit: 0,
      pagination: false,
      depth: 1,
      locale,
      fallbackLocale: 'ko',
    })
    return docs
  })()

/** Popups to show now on this device, in order (at most twenty). Crawlers get none: popups are not page content. */
export async function activePopups(locale: Locale, device: DeviceInfo, now = new Date()): Promise<Popup[]> {
  if (device.isCrawler) return []
  return visibleNow(await switchedOnPopups(locale), now)
    .filter((p) => matchesDevice(p.device, { mobile: device.isMobile }))
    .slice(0, 20)
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
