import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PopupContent } from '@/components/home/popup-content'
import { PopupWindowControls } from '@/components/home/popup-window-controls'
import { type Locale, localeOrDefault } from '@/i18n/locales'
import { windowPopup } from '@/modules/home/popups'

type Props = { params: Promise<{ locale: string; id: string }> }

export const dynamic = 'force-dynamic'

async function load(params: Props['params']) {
  const { locale: raw, id } = await params
  const locale: Locale = localeOrDefault(raw)
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
  return (
    <div className="flex min-h-screen flex-col">
      <PopupContent popup={popup} locale={locale} moreLabel={t('popup.more')} />
      <PopupWindowControls
        id={popup.id}
        hideForHours={popup.hideForHours}
        labels={{ hideFor: t('popup.hideFor', { hours: popup.hideForHours }), close: t('popup.close') }}
      />
    </div>
  )
}
