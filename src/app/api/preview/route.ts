import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { NextResponse } from 'next/server'
import { boardPageOf } from '@/components/boards/board-pages'
import { type Locale, localeOrDefault } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { isRecordId } from '@/lib/record-id'
import { sitePathPattern } from '@/modules/site/site-map'

const badRequest = (message: string) => NextResponse.json({ error: 'invalid_preview', message }, { status: 400 })

/**
 * Admin "preview": signed-in staff see the latest draft of a page (`?path=`) or of a board post (`?post=`), as
 * visitors will see it once published. Draft mode is switched on only for a valid Payload session and a well-formed
 * site path or existing post, so it cannot be used to redirect elsewhere.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = url.searchParams.get('path')
  const postId = url.searchParams.get('post')
  const raw = url.searchParams.get('locale')
  const locale: Locale = localeOrDefault(raw)
  if (postId === null && !sitePathPattern.test(path ?? ''))
    return badRequest('미리 볼 페이지 경로가 올바르지 않습니다.')
  if (postId !== null && !isRecordId(postId)) return badRequest('미리 볼 글 번호가 올바르지 않습니다.')
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) {
    return NextResponse.json({ error: 'unauthorized', message: '다시 로그인 해주세요.' }, { status: 401 })
  }
  let target = `/${path}`
  if (postId !== null) {
    const found = await payload.find({
      collection: 'posts',
      where: { id: { equals: postId } },
      draft: true,
      limit: 1,
      depth: 0,
      select: { boardSeq: true },
      user,
      overrideAccess: false,
    })
    const board = found.docs[0] ? boardPageOf(found.docs[0].boardSeq) : null
    if (!board) {
      return NextResponse.json({ error: 'not_found', message: '미리 볼 글을 찾을 수 없습니다.' }, { status: 404 })
    }
    target = `${board.path}/view/${postId}`
  }
  ;(await draftMode()).enable()
  // A relative redirect keeps the host the visitor used, so the draft-mode cookie goes along.
  redirect(localizedPath(locale, target))
}
