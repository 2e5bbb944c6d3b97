import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { Download, Lock } from 'lucide-react'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cache } from 'react'
import {
  type BoardSearchParams,
  boardTitle,
  boardViewTitle,
  listQuery,
  listStateFrom,
  qnaBoardNames,
} from '@/components/boards/board-pages'
import { boardDate, fileSize } from '@/components/boards/format'
import { isStaffRequest } from '@/components/boards/staff'
import { SiteRichText } from '@/components/cms/site-rich-text'
import { PrintAddress, PrintButton } from '@/components/page-info/page-utilities'
import { DeleteQnaDialog } from '@/components/qna/delete-dialog'
import { qnaTexts } from '@/components/qna/texts'
import { UnlockDialog } from '@/components/qna/unlock-dialog'
import { secondaryButtonClass } from '@/components/ui/button-styles'
import { localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { qnaCategoryNamer } from '@/modules/qna/category-names'
import { viewQna } from '@/modules/qna/service'
import { qnaStatusLabel } from '@/modules/qna/status'
import { decodeUnlocks, unlockCookieName } from '@/modules/qna/unlock-cookie'

type Props = { params: Promise<{ locale: string; qnaId: string }>; searchParams: Promise<BoardSearchParams> }

// Cached per request: the metadata and the page read the question once.
const load = cache(async (qnaId: string) => {
  const jar = await cookies()
  const payload = await getPayloadClient()
  return viewQna(payload, qnaId, {
    isStaff: await isStaffRequest(),
    unlocks: decodeUnlocks(env.payloadSecret, jar.get(unlockCookieName)?.value),
  })
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, qnaId } = await params
  const view = await load(qnaId)
  return boardViewTitle(qnaBoardNames, locale, view.kind === 'open' ? view.title : null)
}

export default async function QnaViewPage({ params, searchParams }: Props) {
  const { locale: raw, qnaId } = await params
  const locale = localeOrDefault(raw)
  setRequestLocale(locale)
  const t = await getTranslations('board')
  const view = await load(qnaId)
  if (view.kind === 'missing') notFound()
  const texts = await qnaTexts()
  const categoryName = await qnaCategoryNamer(await getPayloadClient(), locale)
  const listHref = `${localizedPath(locale, '/media/media02')}${listQuery(listStateFrom(await searchParams))}`
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <p className="font-semibold text-brand-700">{boardTitle(qnaBoardNames, locale)}</p>
      <article className="mt-2">
        <header className="border-gray-800 border-t-2 border-b border-b-gray-300 py-5">
          <h1 className="font-bold text-2xl text-ink md:text-3xl">
            {view.category && <span className="mr-2 text-brand-700">[{categoryName(view.category)}]</span>}
            {view.title}
          </h1>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-muted text-sm">
              {view.kind === 'open' && (
                <div className="flex gap-1">
                  <dt>{t('author')}</dt>
                  <dd>{view.authorName}</dd>
                </div>
              )}
              <div className="flex gap-1">
                <dt>{t('date')}</dt>
                <dd>{boardDate(view.createdAt)}</dd>
              </div>
              <div className="flex gap-1">
                <dt>{t('status')}</dt>
                <dd className="font-semibold text-ink">{qnaStatusLabel(view.status, locale)}</dd>
              </div>
            </dl>
            <PrintButton locale={locale} />
          </div>
        </header>
        {view.kind === 'locked' ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <Lock aria-hidden className="h-10 w-10 text-muted" />
            <p>{t('locked')}</p>
            <div className="print:hidden">
              <UnlockDialog qnaId={view.id} texts={texts} />
            </div>
          </div>
        ) : (
          <>
            {/* Plain text written by a visitor: rendered as text (escaped), line breaks kept. */}
            <div
              className={`min-h-40 whitespace-pre-wrap py-8 leading-relaxed ${view.moderated === 'hidden' ? 'text-muted' : ''}`}
            >
              {view.content}
            </div>
            {view.answer && (
              <section aria-labelledby="answer-heading" className="rounded-lg border border-brand-500 bg-brand-50 p-6">
                <h2 id="answer-heading" className="font-bold text-brand-900 text-lg">
                  {t('answer')}
                </h2>
                <p className="mt-1 text-muted text-sm">
                  {t('answeredAt')} {boardDate(view.answer.answeredAt)}
                </p>
                {/* Staff's rich text, through the site's converter (checked links, uploads as stored images). */}
                <div className="prose mt-4 max-w-none leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_p]:my-3">
                  {view.answer.body ? (
                    <SiteRichText data={view.answer.body as SerializedEditorState} />
                  ) : (
                    <p className="whitespace-pre-wrap">{view.answer.text}</p>
                  )}
                </div>
                {view.answer.attachments.length > 0 && (
                  <div className="mt-6 border-brand-200 border-t pt-4">
                    <h3 id="answer-files-heading" className="font-semibold">
                      {t('attachments')}
                    </h3>
                    <ul aria-labelledby="answer-files-heading" className="mt-2 space-y-2">
                      {view.answer.attachments.map((file) => (
                        <li key={file.id}>
                          <a
                            href={`/api/files/${file.id}/download`}
                            className="inline-flex items-center gap-2 text-brand-700 hover:underline"
                            download
                          >
                            <Download aria-hidden className="h-4 w-4" />
                            {file.name}
                            <span className="text-muted text-sm">({fileSize(file.size)})</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </section>
            )}
            {view.status === 'waiting' && (
              <div className="mt-6 flex justify-end gap-2 print:hidden">
                <Link
                  href={localizedPath(locale, `/media/media02/view/${view.id}/edit`)}
                  className="inline-flex h-11 items-center rounded border border-gray-500 px-5 font-medium"
                >
                  {texts.edit}
                </Link>
                <DeleteQnaDialog qnaId={view.id} listHref={localizedPath(locale, '/media/media02')} texts={texts} />
              </div>
            )}
          </>
        )}
        <PrintAddress locale={locale} />
      </article>
      <div className="mt-8 flex justify-center print:hidden">
        <Link href={listHref} className={secondaryButtonClass}>
          {t('list')}
        </Link>
      </div>
    </div>
  )
}
