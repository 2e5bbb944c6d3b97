import { setRequestLocale } from 'next-intl/server'
import { BoardListPage } from '@/components/boards/board-list-page'
import { type BoardSearchParams, boardListMetadata, boardPages } from '@/components/boards/board-pages'
import { SubscribeForm } from '@/components/newsletter/subscribe-form'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<BoardSearchParams> }

export const generateMetadata = boardListMetadata(boardPages.newsletter)

export default async function Page({ params, searchParams }: Props) {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'ko'
  setRequestLocale(locale)
  return (
    <BoardListPage
      page={boardPages.newsletter}
      locale={locale}
      searchParams={await searchParams}
      intro={
        <div className="mt-6">
          <p className="mb-4 text-muted">
            녹색건축·에너지 인증 제도 변화와 기술원 소식을 매월 이메일로 받아 보세요. 신청 후 확인 메일의 링크를 눌러야
            구독이 시작됩니다.
          </p>
          <SubscribeForm idPrefix="page-subscribe" />
        </div>
      }
    />
  )
}
