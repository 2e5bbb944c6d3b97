import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { fullNav } from '@/components/layout/build-nav'
import { routeLocale } from '@/i18n/locales'
import { pageMetadata } from '@/modules/site/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const t = await getTranslations({ locale, namespace: 'site' })
  return pageMetadata({ locale, path: '/sitemap', title: t('sitemapTitle'), description: t('sitemapLead') })
}

/** Every section and page of the site map, as one page. */
export default async function SitemapPage({ params }: Props) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'site' })
  return (
    <article className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
      <h1 className="font-bold text-3xl text-ink tracking-tight lg:text-4xl">{t('sitemapTitle')}</h1>
      <p className="mt-3 text-lg text-muted">{t('sitemapLead')}</p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {fullNav(locale).map((section) => (
          <section
            key={section.key}
            aria-labelledby={`sitemap-${section.key}`}
            className="rounded-2xl border border-gray-200 p-6"
          >
            <h2
              id={`sitemap-${section.key}`}
              className="border-brand-600 border-b-2 pb-3 font-bold text-brand-800 text-xl"
            >
              {section.label}
            </h2>
            <ul className="mt-4 space-y-2">
              {section.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-[15px] text-ink hover:text-brand-700 hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  )
}
