import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SearchForm } from '@/components/search/search-form'
import { SearchResults } from '@/components/search/search-results'
import { isLocale, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { siteSearch } from '@/modules/search/site-search'
import { pageMetadata } from '@/modules/site/metadata'
import { searchPage } from '@/modules/site/site-map'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[]>> }

const localeOf = async (params: Props['params']): Promise<Locale> => {
  const { locale } = await params
  return isLocale(locale) ? locale : 'ko'
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'search' })
  const metadata = await pageMetadata({
    locale,
    path: `/${searchPage.path}`,
    title: t('title'),
    description: t('lead'),
  })
  // Result pages are endless variations of one page: not for search engines.
  return { ...metadata, robots: { index: false, follow: true } }
}

/** 통합검색: content pages, board posts and attachments in one search (src/modules/search). */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'search' })
  const payload = await getPayloadClient()
  const view = await siteSearch(payload, await searchParams, { locale, ip: clientIp(await headers()) })
  const href = localizedPath(locale, `/${searchPage.path}`)
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 lg:px-6">
      <h1 className="font-bold text-3xl text-ink tracking-tight lg:text-4xl">{t('title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('lead')}</p>
      <SearchForm href={href} q={view.state === 'empty' ? '' : view.q} section={view.section} t={t} />
      <SearchResults view={view} t={t} href={href} />
    </div>
  )
}
