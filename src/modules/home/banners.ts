import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { visibleNow } from './display-window'
import { switchedOn } from './switched-on'

export type SlideImage = { url: string; width: number; height: number }
export type Slide = {
  id: number | string
  title: string
  caption: string | null
  alt: string
  link: string | null
  target: '_self' | '_blank'
  pc: SlideImage
  mobile: SlideImage
}

function imageOf(media: number | Media | null | undefined, size: 'hero' | 'card'): SlideImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  const sized = media.sizes?.[size]
  if (sized?.url && sized.width && sized.height) return { url: sized.url, width: sized.width, height: sized.height }
  return { url: media.url, width: media.width ?? 1920, height: media.height ?? 640 }
}

/** The main-visual slides shown now (at most ten), in the staff's order; mobile falls back to the PC image. */
export async function activeSlides(locale: Locale, now = new Date()): Promise<Slide[]> {
  const docs = visibleNow(await switchedOn('banners', locale), now).slice(0, 10)
  return docs.flatMap((banner) => {
    const pc = imageOf(banner.imagePc, 'hero')
    if (!pc) return []
    return [
      {
        id: banner.id,
        title: banner.title,
        caption: banner.caption ?? null,
        alt: banner.alt,
        link: banner.link ?? null,
        target: banner.target === '_blank' ? '_blank' : '_self',
        pc,
        mobile: imageOf(banner.imageMobile, 'card') ?? pc,
      },
    ]
  })
}
