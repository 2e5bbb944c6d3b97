import { ClipboardList, MessageCircleQuestion } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'

export type PendingTopic = 'history' | 'orgChart' | 'contact'

/**
 * What the institute-fact pages (연혁, 조직도, 오시는 길) show while staff have not entered those facts yet: one block
 * that says the information is being prepared and where to ask meanwhile, the same on the three pages, so an empty
 * page reads as deliberate rather than broken.
 */
export async function PendingFacts({ topic, locale }: { topic: PendingTopic; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'layout' })
  return (
    <div
      lang={locale}
      data-pending-facts={topic}
      className="flex flex-col gap-5 rounded-2xl border border-brand-100 bg-brand-50/60 p-6 sm:flex-row sm:items-start sm:p-8"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
        <ClipboardList aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <p className="font-bold text-lg text-ink">{t('pending.title', { topic: t(`pending.topics.${topic}`) })}</p>
        <p className="mt-2 max-w-2xl text-[15px] text-muted leading-7">{t('pending.body')}</p>
        <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
          <a
            href={localizedPath(locale, '/media/media02')}
            className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-[15px] text-white hover:bg-brand-800"
          >
            <MessageCircleQuestion aria-hidden="true" className="size-4" />
            {t('pending.ask')}
          </a>
          <a
            href={localizedPath(locale, '/sitemap')}
            className="font-semibold text-[15px] text-brand-800 underline underline-offset-4"
          >
            {t('pending.sitemap')}
          </a>
        </p>
      </div>
    </div>
  )
}
