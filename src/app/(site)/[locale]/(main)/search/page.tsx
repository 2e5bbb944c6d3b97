import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageIsland } from '@/components/islands/page-island'
import { isShellRequest } from '@/components/islands/shell-request'
import { searchIslands, searchPageRedirect } from '@/components/search/search-islands'
import { routeLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { siteSearch } from '@/modules/search/site-search'
import { pageMetadata } from '@/modules/site/metadata'
import { searchPage } from '@/modules/site/site-map'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[]>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
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

/**
 * 통합검색: content pages, board posts and attachments in one search (src/modules/search). What changes with the
 * query is two islands (search-html.ts), which `server.mjs` also fills into this page's cached shell per request.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'search' })
  const href = localizedPath(locale, `/${searchPage.path}`)
  const view = (await isShellRequest())
    ? null
    : await siteSearch(await getPayloadClient(), await searchParams, { locale, ip: clientIp(await headers()) })
  const beyond = view && searchPageRedirect(view, href)
  if (beyond) redirect(beyond)
  const islands = view ? searchIslands(t, view, href) : null
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 lg:px-6">
      <h1 className="font-bold text-3xl text-ink tracking-tight lg:text-4xl">{t('title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('lead')}</p>
      <PageIsland name="form" html={islands?.form ?? null} />
      <PageIsland name="results" html={islands?.results ?? null} />
    </div>
  )
}
