import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'

/** What notFound() in a public page shows inside the site's header and footer: the 404 message and a way home. */
export async function PageNotFound() {
  const locale = await getLocale()
  const t = await getTranslations('common')
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="font-semibold text-brand-700 text-sm">404</p>
      <h1 className="mt-2 font-bold text-3xl">{t('notFoundTitle')}</h1>
      <p className="mt-4 text-muted">{t('notFoundBody')}</p>
      <Link
        href={localizedPath(localeOrDefault(locale), '/index')}
        className="mt-8 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('goHome')}
      </Link>
    </section>
  )
}
