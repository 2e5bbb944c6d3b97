import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import {
  RegistryFilters,
  RegistryLinks,
  RegistryPagination,
  RegistryRows,
  RegistrySummary,
} from '@/components/certification/registry-parts'
import { certificationTexts } from '@/components/certification/texts'
import { enhanceHook } from '@/enhance/hooks'
import { routeLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { pageBeyondEnd } from '@/modules/boards/page-range'
import { registryPage } from '@/modules/certification/pages'
import { listRegister } from '@/modules/certification/register'
import { memoRegisterFacets } from '@/modules/certification/register-facets'
import { isFiltered, registryPageSize, registryQuery, registryStateFrom } from '@/modules/certification/register-params'
import { searchRefused } from '@/modules/security/search-limit'
import { pageMetadata } from '@/modules/site/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[]>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const texts = (await certificationTexts()).registry
  const metadata = await pageMetadata({
    locale,
    path: `/${registryPage.path}`,
    title: texts.title,
    description: texts.lead,
  })
  // Filtered lists are endless variations of one page: search engines get the register itself and each certificate.
  const filtered = Object.keys(await searchParams).length > 0
  return filtered ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/** 인증 현황: the published certificates, searched, filtered, sorted and paged through the address. */
export default async function CertificateRegistryPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  const texts = (await certificationTexts()).registry
  const asked = registryStateFrom(await searchParams)
  const payload = await getPayloadClient()
  // A search scans the names: over the visitor's search limit the list shows without it, and says so.
  const refused = await searchRefused(payload, asked.q)
  const state = refused ? { ...asked, q: '' } : asked
  const [list, facets] = await Promise.all([
    listRegister(
      payload,
      {
        pageNo: state.page,
        pageSize: registryPageSize,
        scheme: state.scheme || undefined,
        grade: state.grade || undefined,
        sido: state.sido || undefined,
        sigungu: state.sigungu || undefined,
        use: state.use || undefined,
        year: state.year ?? undefined,
        status: state.status ?? undefined,
        searchText: state.q || undefined,
        sort: state.sort,
      },
      { language: locale },
    ),
    memoRegisterFacets(payload, { scheme: state.scheme || undefined }),
  ])
  const action = localizedPath(locale, `/${registryPage.path}`)
  const beyond = pageBeyondEnd(state.page, list.totalPages)
  if (beyond) redirect(`${action}${registryQuery(state, { page: beyond })}`)
  const totalPages = Math.max(1, list.totalPages)
  return (
    <div className="mx-auto max-w-6xl px-4 py-12" {...enhanceHook('registry')}>
      <h1 className="font-bold text-3xl text-ink tracking-tight lg:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl break-keep text-lg text-muted">{texts.lead}</p>
      <RegistryLinks locale={locale} texts={texts} current="list" />
      <RegistryFilters action={action} state={asked} facets={facets} texts={texts} language={locale} />
      {refused && (
        <p role="alert" className="mt-6 rounded border border-amber-700 bg-amber-50 p-4 text-ink">
          {texts.searchLimited}
        </p>
      )}
      <RegistrySummary
        state={state}
        total={list.totalCount}
        totalPages={totalPages}
        filtered={isFiltered(state)}
        texts={texts}
        language={locale}
      />
      <div data-registry-part="results">
        <RegistryRows rows={list.rows} texts={texts} locale={locale} />
        <RegistryPagination action={action} state={state} totalPages={totalPages} texts={texts} />
      </div>
    </div>
  )
}
