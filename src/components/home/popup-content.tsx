import { SiteRichText } from '@/components/cms/site-rich-text'
import type { Locale } from '@/i18n/locales'
import { siteLinkHref } from '@/modules/site/link-href'
import type { Popup } from '@/payload-types'

/** A popup's own content (title bar, image, text, link) as its window and its preview page show it. */
export function PopupContent({ popup, locale, moreLabel }: { popup: Popup; locale: Locale; moreLabel: string }) {
  const image = typeof popup.image === 'object' && popup.image?.url ? popup.image : null
  const href = siteLinkHref(locale, popup.link)
  return (
    <>
      <h1 className="bg-brand-800 px-4 py-3 font-semibold text-white">{popup.title}</h1>
      <div className="flex-1 p-4 text-[15px] leading-7">
        {image ? (
          // biome-ignore lint/performance/noImgElement: popup images are shown as uploaded
          <img
            src={image.url ?? ''}
            alt={image.alt}
            width={image.width ?? 400}
            height={image.height ?? 300}
            className="h-auto w-full"
          />
        ) : null}
        {popup.content ? <SiteRichText data={popup.content} className="rich-text" /> : null}
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener"
            className="mt-3 inline-block font-semibold text-brand-700 underline"
          >
            {moreLabel}
          </a>
        ) : null}
      </div>
    </>
  )
}
