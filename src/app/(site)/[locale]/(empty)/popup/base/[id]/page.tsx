import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isStaffRequest } from '@/components/boards/staff'
import { PopupContent } from '@/components/home/popup-content'
import { PopupWindowControls } from '@/components/home/popup-window-controls'
import { type Locale, localeOrDefault } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import { isRecordId } from '@/lib/record-id'
import { displayState, displayStateLabels, periodLabel } from '@/modules/home/display-window'
import { windowPopup } from '@/modules/home/popups'

type Props = { params: Promise<{ locale: string; id: string }> }

export const dynamic = 'force-dynamic'

/**
 * Staff see any popup in its newest version, whatever its period or switch; visitors only one that is showing now, as
 * in its window.
 */
async function load(params: Props['params']) {
  const { locale: raw, id } = await params
  const locale: Locale = localeOrDefault(raw)
  if (!isRecordId(id)) return { locale, popup: null, staff: false }
  if (!(await isStaffRequest())) return { locale, popup: await windowPopup(id, locale), staff: false }
  const payload = await getPayloadClient()
  const popup = await payload
    .findByID({
      collection: 'popups',
      id,
      depth: 1,
      locale,
      fallbackLocale: 'ko',
      // Staff preview the newest version, a change waiting for 게시 승인 included.
      draft: true,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  return { locale, popup, staff: true }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { popup } = await load(params)
  return { title: popup ? `미리보기: ${popup.title}` : '팝업 미리보기', robots: { index: false } }
}

/** 팝업 미리보기 (spec §2 /popup/base/{id}, empty layout): the popup at its set size, with its state for staff. */
export default async function PopupPreviewPage({ params }: Props) {
  const { locale, popup, staff } = await load(params)
  if (!popup) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'site' })
  return (
    <div className="min-h-screen bg-gray-100 p-4">
      {staff ? (
        <p role="status" className="mb-4 rounded-md bg-gray-900 px-4 py-2 text-sm text-white">
          미리보기: {displayStateLabels[displayState(popup)]} · {periodLabel(popup)} ·{' '}
          {popup.type === 'window' ? '새 창' : '레이어'} {popup.width ?? 400}×{popup.height ?? 480}px
        </p>
      ) : null}
      <div
        className="flex max-w-full flex-col overflow-auto border border-gray-300 bg-white shadow-lg"
        style={{ width: popup.width ?? 400, minHeight: popup.height ?? 480 }}
      >
        <PopupContent popup={popup} locale={locale} moreLabel={t('popup.more')} />
        <PopupWindowControls
          id={popup.id}
          hideForHours={popup.hideForHours}
          labels={{ hideFor: t('popup.hideFor', { hours: popup.hideForHours }), close: t('popup.close') }}
        />
      </div>
    </div>
  )
}
