import { Download, Lock } from 'lucide-react'
import { draftMode } from 'next/headers'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { KoreanOnlyNotice } from '@/components/cms/korean-only-notice'
import { SiteRichText } from '@/components/cms/site-rich-text'
import { PreviewNotice } from '@/components/layout/preview-notice'
import { ServerImage } from '@/components/media/server-image'
import { PrintAddress, PrintButton } from '@/components/page-info/page-utilities'
import { secondaryButtonClass } from '@/components/ui/button-styles'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { boardAuthorName } from '@/modules/boards/author-names'
import { isPerformanceBoard } from '@/modules/boards/board-numbers'
import { boardCategoryName } from '@/modules/boards/category-names'
import { dDayLabel, employmentTypeName, periodText, recruitmentStatus, statusNames } from '@/modules/boards/recruitment'
import { viewBoardPost } from '@/modules/boards/view'
import type { Post } from '@/payload-types'
import { type BoardPage, type BoardSearchParams, boardTitle, listQuery, listStateFrom } from './board-pages'
import { boardDate, fileSize } from './format'
import { isStaffRequest } from './staff'
import { ViewCounter } from './view-counter'

type Props = { page: BoardPage; locale: Locale; id: string; searchParams: BoardSearchParams }

/** Cached per request: the page's metadata and its body read the same post (and its neighbours) once. */
export const loadBoardPost = cache(async (page: BoardPage, id: string) => {
  const payload = await getPayloadClient()
  const isStaff = await isStaffRequest()
  // Draft mode is switched on only by /api/preview for a signed-in staff member; isStaff is checked again here.
  const preview = isStaff && (await draftMode()).isEnabled
  return viewBoardPost(payload, page.boardSeqs, id, new Date(), { isStaff, preview })
})

/** One post: header, performance facts, content, attachments, previous/next and the way back to the list. */
export async function BoardViewPage({ page: board, locale, id, searchParams }: Props) {
  const t = await getTranslations('board')
  const view = await loadBoardPost(board, id)
  if (!view) notFound()
  const { post, locked, preview, attachments, image, previous, next } = view
  const state = listStateFrom(searchParams)
  const href = localizedPath(locale, board.path)
  const keep = listQuery(state)
  const performance = isPerformanceBoard(post.boardSeq) ? post.performance : null
  const recruitment = board.recruit ? (post.recruitment ?? {}) : null
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      {preview ? <PreviewNotice /> : null}
      {/* Posts are written in Korean only: the English site says so above them. */}
      {locale === 'en' ? <KoreanOnlyNotice locale={locale} /> : null}
      <p className="font-semibold text-brand-700">{boardTitle(board, locale)}</p>
      <article className="mt-2">
        <header className="border-gray-800 border-t-2 border-b border-b-gray-300 py-5">
          <h1 className="font-bold text-2xl text-ink md:text-3xl">
            {post.category && <span className="mr-2 text-brand-700">[{boardCategoryName(post.category, locale)}]</span>}
            {post.title}
          </h1>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            {/* A record is about its project, not about who typed it in: its facts are below, no author or count. */}
            {performance ? (
              <span />
            ) : (
              <dl className="flex flex-wrap gap-x-6 gap-y-1 text-muted text-sm">
                <div className="flex gap-1">
                  <dt>{t('author')}</dt>
                  <dd>{boardAuthorName(post.authorName, locale, t('staffAuthor'))}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t('date')}</dt>
                  <dd>
                    <time dateTime={post.publishedAt ?? post.createdAt}>
                      {boardDate(post.publishedAt ?? post.createdAt)}
                    </time>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t('views')}</dt>
                  <dd>{post.viewCount ?? 0}</dd>
                </div>
              </dl>
            )}
            <PrintButton locale={locale} />
          </div>
        </header>
        {recruitment && <RecruitmentFacts recruitment={recruitment} locale={locale} t={t} />}
        {performance && (
          <div className={`mt-6 grid gap-6${image ? ' md:grid-cols-[2fr_3fr]' : ''}`}>
            {image && (
              <ServerImage
                src={image.url}
                alt={image.alt}
                width={800}
                height={600}
                className="w-full rounded-lg object-cover"
              />
            )}
            <dl
              aria-label={t('recordFacts')}
              className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2 rounded-lg bg-gray-50 p-5"
            >
              {[
                [t('type'), performance.recordType && boardCategoryName(performance.recordType, locale)],
                [t('year'), performance.year],
                [t('projectName'), performance.projectName],
                [t('client'), performance.client],
                [t('location'), performance.location],
                [t('result'), performance.result],
              ]
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={String(label)} className="contents">
                    <dt className="font-semibold">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          </div>
        )}
        <div className="prose mt-8 min-h-40 max-w-none leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_p]:my-3">
          {locked ? (
            <p className="flex items-center gap-2 rounded bg-gray-50 p-6 text-muted">
              <Lock aria-hidden className="h-5 w-5" />
              {t('secretNotice')}
            </p>
          ) : post.content ? (
            <SiteRichText data={post.content} />
          ) : null}
        </div>
        {attachments.length > 0 && (
          <section aria-labelledby="attachments-heading" className="mt-10 rounded border border-gray-300 p-4">
            <h2 id="attachments-heading" className="font-semibold">
              {t('attachments')}
            </h2>
            <ul className="mt-2 space-y-2">
              {attachments.map((file) => (
                <li key={file.id}>
                  <a
                    href={`/api/files/${file.id}/download`}
                    className="inline-flex items-center gap-2 text-brand-700 hover:underline"
                    download
                  >
                    <Download aria-hidden className="h-4 w-4" />
                    {file.name}
                    <span className="text-muted text-sm">
                      ({fileSize(file.size)}, {t('downloadCount', { count: file.downloadCount })})
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <PrintAddress locale={locale} />
      </article>
      <nav
        aria-label={`${t('previousPost')} / ${t('nextPost')}`}
        className="mt-10 border-gray-300 border-y print:hidden"
      >
        <dl>
          <div className="flex gap-4 border-gray-200 border-b px-3 py-3">
            <dt className="min-w-16 shrink-0 whitespace-nowrap font-semibold">{t('nextPost')}</dt>
            <dd>
              {next ? (
                <Link href={`${href}/view/${next.id}${keep}`} className="hover:underline">
                  {next.title}
                </Link>
              ) : (
                <span className="text-muted">{t('noPost')}</span>
              )}
            </dd>
          </div>
          <div className="flex gap-4 px-3 py-3">
            <dt className="min-w-16 shrink-0 whitespace-nowrap font-semibold">{t('previousPost')}</dt>
            <dd>
              {previous ? (
                <Link href={`${href}/view/${previous.id}${keep}`} className="hover:underline">
                  {previous.title}
                </Link>
              ) : (
                <span className="text-muted">{t('noPost')}</span>
              )}
            </dd>
          </div>
        </dl>
      </nav>
      <div className="mt-6 flex justify-center print:hidden">
        <Link href={`${href}${keep}`} className={secondaryButtonClass}>
          {t('list')}
        </Link>
      </div>
      {preview ? null : <ViewCounter postId={String(post.id)} />}
    </div>
  )
}

type Translate = Awaited<ReturnType<typeof getTranslations<'board'>>>

/** A posting's period with its status and D-day, its employment type and place of work. */
function RecruitmentFacts({
  recruitment,
  locale,
  t,
}: {
  recruitment: NonNullable<Post['recruitment']>
  locale: Locale
  t: Translate
}) {
  const now = new Date()
  const status = recruitmentStatus(recruitment, now)
  const dDay = status === 'open' ? dDayLabel(recruitment, now, locale) : null
  const period = periodText(recruitment, locale)
  const type = employmentTypeName(recruitment.employmentType, locale)
  const rows: [string, React.ReactNode][] = [
    [
      t('recruitStatus'),
      <span key="status" className="flex flex-wrap items-center gap-2">
        <span
          data-recruit-status={status}
          className={`rounded px-2 py-0.5 font-semibold text-xs ${status === 'open' ? 'bg-brand-700 text-white' : status === 'closed' ? 'bg-gray-200 text-gray-700' : 'border border-brand-700 text-brand-700'}`}
        >
          {statusNames[status][locale]}
        </span>
        {dDay ? <span className="font-semibold text-brand-700">{dDay}</span> : null}
      </span>,
    ],
    ...(period ? ([[t('applyPeriod'), period]] as [string, React.ReactNode][]) : []),
    ...(type ? ([[t('employmentType'), type]] as [string, React.ReactNode][]) : []),
    ...(recruitment.workplace ? ([[t('workplace'), recruitment.workplace]] as [string, React.ReactNode][]) : []),
  ]
  return (
    <dl
      aria-label={t('recruitStatus')}
      className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg bg-gray-50 p-5"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
