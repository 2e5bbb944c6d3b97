import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'

/**
 * Said above Korean text on the English site: a board post (posts are written in Korean only), or a CMS page whose
 * English version staff have not written yet. Every page of the menus has English, so this is rare there.
 */
export async function KoreanOnlyNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'site' })
  return (
    <p
      lang="en"
      role="note"
      className="mb-8 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-[15px] text-amber-900"
    >
      {t.rich('koreanOnlyNotice', {
        link: (chunks) => (
          <a href={localizedPath(locale, '/media/media02')} className="underline underline-offset-4">
            {chunks}
          </a>
        ),
      })}
    </p>
  )
}
