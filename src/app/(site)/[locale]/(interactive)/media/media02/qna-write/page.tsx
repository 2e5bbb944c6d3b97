import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { QnaWriteForm } from '@/components/qna/qna-write-form'
import { qnaTexts } from '@/components/qna/texts'
import { localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { qnaCategoryNamer } from '@/modules/qna/category-names'
import { qnaConsentText } from '@/modules/qna/consent'
import { listQnaCategories } from '@/modules/qna/service'

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: localeOrDefault(locale), namespace: 'qna' })
  return { title: t('writeTitle') }
}
export const dynamic = 'force-dynamic'

export default async function QnaWritePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params
  const locale = localeOrDefault(raw)
  setRequestLocale(locale)
  const payload = await getPayloadClient()
  const categoryName = await qnaCategoryNamer(payload, locale)
  const categories = (await listQnaCategories(payload)).map((c) => ({ id: c.id, name: categoryName(c.name) }))
  const texts = await qnaTexts()
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="font-bold text-3xl text-ink">{texts.writeTitle}</h1>
      <p className="mt-3 text-muted">{texts.writeIntro}</p>
      <QnaWriteForm
        categories={categories}
        listPath={localizedPath(locale, '/media/media02')}
        texts={texts}
        consent={qnaConsentText(locale)}
        language={locale}
      />
    </div>
  )
}
