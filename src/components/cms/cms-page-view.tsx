import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { KoreanOnlyNotice } from '@/components/cms/korean-only-notice'
import { RenderBlocks } from '@/components/cms/render-blocks'
import { PreviewNotice } from '@/components/layout/preview-notice'
import { PageInformation } from '@/components/page-info/page-information'
import { PrintAddress, PrintButton } from '@/components/page-info/page-utilities'
import { routeLocale } from '@/i18n/locales'
import { pageInfoOf } from '@/modules/page-info/page-info'
import { loadCmsPage } from '@/modules/site/cms-page'
import { pageMetadata } from '@/modules/site/metadata'

type Params = Promise<{ locale: string }>

export async function cmsPageMetadata(path: string, params: Params): Promise<Metadata> {
  const locale = await routeLocale(params)
  // `false` spelled out: the per-request cache keys on the arguments as passed, and the body passes three.
  const loaded = await loadCmsPage(path, locale, false)
  if (!loaded) return {}
  // A page shown in Korean on the English site (no English version yet) is described by the site's English text.
  const description = loaded.fallback ? undefined : (loaded.page.summary ?? undefined)
  return pageMetadata({ locale, path, title: loaded.page.title, description })
}

/** The shared renderer of every CMS-managed page: title, lead, the page's blocks in order, then 페이지 정보. */
export async function CmsPageView({ path, params }: { path: string; params: Params }) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  const { isEnabled: draft } = await draftMode()
  const loaded = await loadCmsPage(path, locale, draft)
  if (!loaded) notFound()
  const { page, fallback, reviewedAt } = loaded
  // The language the page's text is in: Korean on an English page that has no English version yet.
  const language = fallback ? 'ko' : locale
  return (
    <article lang={language} className="mx-auto max-w-5xl px-4 pt-10 pb-20 lg:px-6 lg:pt-14">
      {fallback ? <KoreanOnlyNotice locale={locale} /> : null}
      {draft ? <PreviewNotice /> : null}
      <header className="border-gray-200 border-b pb-8">
        {/* The title and the 인쇄 utility share a row where the title leaves room for it; on a phone it goes below. */}
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-4">
          <h1 className="min-w-0 max-w-full grow basis-80 font-bold text-3xl text-ink tracking-tight lg:text-[40px] lg:leading-tight">
            {page.title}
          </h1>
          <PrintButton locale={locale} />
        </div>
        {page.hero?.lead ? <p className="mt-4 max-w-3xl text-lg text-muted leading-8">{page.hero.lead}</p> : null}
      </header>
      <div className="mt-10 space-y-14">
        <RenderBlocks blocks={page.layout ?? []} locale={locale} language={language} />
      </div>
      <PageInformation info={pageInfoOf(page, reviewedAt)} locale={locale} />
      <PrintAddress locale={locale} />
    </article>
  )
}
