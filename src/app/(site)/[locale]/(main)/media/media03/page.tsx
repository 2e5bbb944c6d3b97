import { getTranslations, setRequestLocale } from 'next-intl/server'
import { BoardListPage } from '@/components/boards/board-list-page'
import { type BoardSearchParams, boardListMetadata, boardPages } from '@/components/boards/board-pages'
import { SubscribeForm } from '@/components/newsletter/subscribe-form'
import { localeOrDefault } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<BoardSearchParams> }

export const generateMetadata = boardListMetadata(boardPages.newsletter)

export default async function Page({ params, searchParams }: Props) {
  const { locale: raw } = await params
  const locale = localeOrDefault(raw)
  setRequestLocale(locale)
  const t = await getTranslations('board')
  return (
    <BoardListPage
      page={boardPages.newsletter}
      locale={locale}
      searchParams={await searchParams}
      intro={
        <div className="mt-6">
          <p className="mb-4 text-muted">{t('newsletterIntro')}</p>
          <SubscribeForm idPrefix="page-subscribe" locale={locale} />
        </div>
      }
    />
  )
}
