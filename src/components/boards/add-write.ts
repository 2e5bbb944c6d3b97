import 'server-only'
import { redirect } from 'next/navigation'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import type { BoardPage } from './board-pages'
import { isStaffRequest, redirectToSignIn } from './staff'

/**
 * 글쓰기 of a board: staff go to the admin editor with the board preset; visitors to the sign-in page, which
 * brings them back here (a same-origin path only) after signing in.
 */
export async function redirectToBoardEditor(page: BoardPage, locale: Locale): Promise<never> {
  if (await isStaffRequest()) {
    redirect(`/admin/collections/posts/create?boardSeq=${page.writeBoardSeq ?? page.boardSeqs[0]}`)
  }
  redirectToSignIn(localizedPath(locale, `${page.path}/add-write`))
}
