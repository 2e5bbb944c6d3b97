import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isStaffRequest } from '@/components/boards/staff'
import { QnaEditForm } from '@/components/qna/qna-edit-form'
import { qnaTexts } from '@/components/qna/texts'
import { localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { qnaCategoryNamer } from '@/modules/qna/category-names'
import { listQnaCategories, viewQna } from '@/modules/qna/service'
import { decodeUnlocks, unlockCookieName } from '@/modules/qna/unlock-cookie'

const withOwnCategory = (categories: { id: string; name: string }[], own: { id: string; name: string }) =>
  !own.id || categories.some((c) => c.id === own.id) ? categories : [own, ...categories]

type Props = { params: Promise<{ locale: string; qnaId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: localeOrDefault(locale), namespace: 'qna' })
  return { title: t('editTitle'), robots: { index: false } }
}

export default async function QnaEditPage({ params }: Props) {
  const { locale: raw, qnaId } = await params
  const locale = localeOrDefault(raw)
  setRequestLocale(locale)
  const payload = await getPayloadClient()
  const jar = await cookies()
  const view = await viewQna(payload, qnaId, {
    isStaff: await isStaffRequest(),
    unlocks: decodeUnlocks(env.payloadSecret, jar.get(unlockCookieName)?.value),
  })
  const viewPath = localizedPath(locale, `/media/media02/view/${qnaId}`)
  if (view.kind === 'missing') notFound()
  const texts = await qnaTexts()
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="font-bold text-3xl text-ink">{texts.editTitle}</h1>
      {view.kind === 'locked' ? (
        <p className="mt-6">{texts.editLocked}</p>
      ) : view.status === 'answered' ? (
        <p role="alert" className="mt-6 text-red-700">
          {texts.editAnswered}
        </p>
      ) : (
        <QnaEditForm
          id={view.id}
          categories={
            await Promise.all([listQnaCategories(payload), qnaCategoryNamer(payload, locale)]).then(
              ([categories, categoryName]) =>
                // The question's own category stays on offer even when staff have hidden it since.
                withOwnCategory(categories, { id: view.categoryId, name: view.category }).map((c) => ({
                  id: c.id,
                  name: categoryName(c.name),
                })),
            )
          }
          initial={{ category: view.categoryId, title: view.title, content: view.content, isSecret: view.isSecret }}
          viewPath={viewPath}
          texts={texts}
        />
      )}
    </div>
  )
}
