import 'server-only'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { memoUntilContentChange } from '@/modules/site/content-memo'
import { switchedOnWhere } from './display-window'

/**
 * Every banner or popup that is switched on, with its images, in the staff's order, per locale: read once until
 * content changes. All of them (a handful): each request checks their display period against its own clock.
 */
export const switchedOn = <C extends 'banners' | 'popups'>(collection: C, locale: Locale) =>
  memoUntilContentChange(`${collection}:${locale}`, async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection,
      where: switchedOnWhere,
      sort: 'sortOrder',
      limit: 0,
      pagination: false,
      depth: 1,
      locale,
      fallbackLocale: 'ko',
    })
    return docs
  })()
