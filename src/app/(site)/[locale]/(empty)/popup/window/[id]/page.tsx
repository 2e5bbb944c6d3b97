import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PopupWindowControls } from '@/components/home/popup-window-controls'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { windowPopup } from '@/modules/home/popups'

type Props = { params: Promise<{ locale: string; id: string }> }

export const dynamic = 'force-dynamic'

async function load(params: Props['params']) {
  const { locale: raw, id } = await params
  const locale: Locale = isLocale(raw) ? raw : 'ko'
  return { locale, popup: await windowPopup(id, locale) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { popup } = await load(params)
  return { title: popup?.title ?? '팝업', robots: { index: false } }
}

/** A window popup (spec §2 /popup/window/{id}, empty layout); gone once outside its display window. */
export default async function PopupWindowPage({ params }: Props) {
  const { locale, popup } = await load(params)
  if (!popup) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'site' })
  const image = typeof popup.image === 'object' && popup.image?.url ? popup.image : null
  const href = popup.link ? (popup.link.startsWith('/') ? localizedPath(locale, popup.link) : popup.link) : null
  return (
    <div className="flex min-h-screen flex-col">
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
        {popup.content ? <RichText data={popup.content} className="rich-text" /> : null}
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener"
            className="mt-3 inline-block font-semibold text-brand-700 underline"
          >
            {t('popup.more')}
          </a>
        ) : null}
      </div>
      <PopupWindowControls
        id={popup.id}
        hideForHours={popup.hideForHours}
        labels={{ hideFor: t('popup.hideFor', { hours: popup.hideForHours }), close: t('popup.close') }}
      />
    </div>
  )
}
