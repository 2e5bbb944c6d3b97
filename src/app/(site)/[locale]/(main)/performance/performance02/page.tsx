import { setRequestLocale } from 'next-intl/server'
import { BoardListPage } from '@/components/boards/board-list-page'
import { type BoardSearchParams, boardListMetadata, boardPages } from '@/components/boards/board-pages'
import { localeOrDefault } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<BoardSearchParams> }

export const generateMetadata = boardListMetadata(boardPages.performance02)

export default async function Page({ params, searchParams }: Props) {
  const { locale: raw } = await params
  const locale = localeOrDefault(raw)
  setRequestLocale(locale)
  return <BoardListPage page={boardPages.performance02} locale={locale} searchParams={await searchParams} />
}
