import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isStaffRequest } from '@/components/boards/staff'
import { NeedsClientRuntime } from '@/components/layout/client-runtime-mark'
import { QnaEditForm } from '@/components/qna/qna-edit-form'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { listQnaCategories, viewQna } from '@/modules/qna/service'
import { decodeUnlocks, unlockCookieName } from '@/modules/qna/unlock-cookie'

export const metadata: Metadata = { title: '현장 Q&A 수정', robots: { index: false } }

type Props = { params: Promise<{ locale: string; qnaId: string }> }

export default async function QnaEditPage({ params }: Props) {
  const { locale: raw, qnaId } = await params
  const locale = isLocale(raw) ? raw : 'ko'
  setRequestLocale(locale)
  const payload = await getPayloadClient()
  const jar = await cookies()
  const view = await viewQna(payload, qnaId, {
    isStaff: await isStaffRequest(),
    unlocks: decodeUnlocks(env.payloadSecret, jar.get(unlockCookieName)?.value),
  })
  const viewPath = localizedPath(locale, `/media/media02/view/${qnaId}`)
  if (view.kind === 'missing') notFound()
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <NeedsClientRuntime />
      <h1 className="font-bold text-3xl text-ink">현장 Q&A 수정</h1>
      {view.kind === 'locked' ? (
        <p className="mt-6">비밀글은 글 보기 화면에서 비밀번호를 입력한 뒤 수정할 수 있습니다.</p>
      ) : view.status === 'answered' ? (
        <p role="alert" className="mt-6 text-red-700">
          답변이 등록된 글은 수정하거나 삭제할 수 없습니다.
        </p>
      ) : (
        <QnaEditForm
          id={view.id}
          categories={await listQnaCategories(payload)}
          initial={{ category: view.categoryId, title: view.title, content: view.content, isSecret: view.isSecret }}
          viewPath={viewPath}
        />
      )}
    </div>
  )
}
