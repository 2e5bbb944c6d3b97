import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'

/** A popup window that no longer exists or has ended: the Korean 404 message, without site chrome. */
export default async function EmptyNotFound() {
  const locale = await getLocale()
  const t = await getTranslations('common')
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-bold text-2xl">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-muted">{t('notFoundBody')}</p>
      <Link
        href={localizedPath(localeOrDefault(locale), '/index')}
        className="mt-6 inline-block font-semibold text-brand-700 underline"
      >
        {t('goHome')}
      </Link>
    </section>
  )
}
