import { redirectToBoardEditor } from '@/components/boards/add-write'
import { boardPages } from '@/components/boards/board-pages'
import { localeOrDefault } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  return redirectToBoardEditor(boardPages.performance02, localeOrDefault(locale))
}
