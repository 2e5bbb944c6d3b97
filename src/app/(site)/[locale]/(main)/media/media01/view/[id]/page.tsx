import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { type BoardSearchParams, boardPages, boardViewTitle } from '@/components/boards/board-pages'
import { BoardViewPage, loadBoardPost } from '@/components/boards/board-view-page'
import { localeOrDefault } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<BoardSearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const view = await loadBoardPost(boardPages.notices, id)
  return boardViewTitle(boardPages.notices, locale, view?.post.title)
}

export default async function Page({ params, searchParams }: Props) {
  const { locale: raw, id } = await params
  const locale = localeOrDefault(raw)
  setRequestLocale(locale)
  return <BoardViewPage page={boardPages.notices} locale={locale} id={id} searchParams={await searchParams} />
}
