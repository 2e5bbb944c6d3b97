import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/components/cms/render-blocks'
import { PreviewNotice } from '@/components/layout/preview-notice'
import { isLocale, type Locale } from '@/i18n/locales'
import { loadCmsPage } from '@/modules/site/cms-page'
import { pageMetadata } from '@/modules/site/metadata'

type Params = Promise<{ locale: string }>

async function localeOf(params: Params): Promise<Locale> {
  const { locale } = await params
  return isLocale(locale) ? locale : 'ko'
}

export async function cmsPageMetadata(path: string, params: Params): Promise<Metadata> {
  const locale = await localeOf(params)
  // `false` spelled out: the per-request cache keys on the arguments as passed, and the body passes three.
  const loaded = await loadCmsPage(path, locale, false)
  if (!loaded) return {}
  return pageMetadata({ locale, path, title: loaded.page.title, description: loaded.page.summary ?? undefined })
}

/** The shared renderer of every CMS-managed page: title, lead, then the page's blocks in order. */
export async function CmsPageView({ path, params }: { path: string; params: Params }) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const { isEnabled: draft } = await draftMode()
  const loaded = await loadCmsPage(path, locale, draft)
  if (!loaded) notFound()
  const { page, fallback } = loaded
  const t = await getTranslations({ locale, namespace: 'site' })
  const updated = new Date(page.updatedAt)
  return (
    <article lang={fallback ? 'ko' : locale} className="mx-auto max-w-5xl px-4 pt-10 pb-20 lg:px-6 lg:pt-14">
      {fallback ? (
        <p
          lang="en"
          role="note"
          className="mb-8 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-[15px] text-amber-900"
        >
          {t('koreanOnlyNotice')}
        </p>
      ) : null}
      {draft ? <PreviewNotice /> : null}
      <header className="border-gray-200 border-b pb-8">
        <h1 className="font-bold text-3xl text-ink tracking-tight lg:text-[40px] lg:leading-tight">{page.title}</h1>
        {page.hero?.lead ? <p className="mt-4 max-w-3xl text-lg text-muted leading-8">{page.hero.lead}</p> : null}
      </header>
      <div className="mt-10 space-y-14">
        <RenderBlocks blocks={page.layout ?? []} locale={locale} />
      </div>
      <p className="mt-16 border-gray-200 border-t pt-4 text-muted text-sm">
        {t('updatedAt')}:{' '}
        <time dateTime={updated.toISOString()}>{updated.toLocaleDateString('ko-KR', { timeZone: 'Asia/Seoul' })}</time>
      </p>
    </article>
  )
}
