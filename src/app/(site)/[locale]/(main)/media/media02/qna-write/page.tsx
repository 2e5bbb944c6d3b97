import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { NeedsClientRuntime } from '@/components/layout/client-runtime-mark'
import { QnaWriteForm } from '@/components/qna/qna-write-form'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { listQnaCategories } from '@/modules/qna/service'

export const metadata: Metadata = { title: '현장 Q&A 문의하기' }
export const dynamic = 'force-dynamic'

export default async function QnaWritePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'ko'
  setRequestLocale(locale)
  const categories = await listQnaCategories(await getPayloadClient())
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <NeedsClientRuntime />
      <h1 className="font-bold text-3xl text-ink">현장 Q&A 문의하기</h1>
      <p className="mt-3 text-muted">
        문의는 기본적으로 비밀글로 등록되며, 작성할 때 정한 비밀번호로 다시 보거나 답변 전까지 수정·삭제할 수 있습니다.
      </p>
      <QnaWriteForm categories={categories} listPath={localizedPath(locale, '/media/media02')} />
    </div>
  )
}
