import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { NextResponse } from 'next/server'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { sitePathPattern } from '@/modules/site/site-map'

/**
 * Admin "preview": signed-in staff see the latest draft of a page. Draft mode is switched on only for a
 * valid Payload session and a well-formed site path, so it cannot be used to redirect elsewhere.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = url.searchParams.get('path') ?? ''
  const locale = url.searchParams.get('locale')
  if (!sitePathPattern.test(path)) {
    return NextResponse.json(
      { error: 'invalid_path', message: '미리 볼 페이지 경로가 올바르지 않습니다.' },
      { status: 400 },
    )
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) {
    return NextResponse.json({ error: 'unauthorized', message: '다시 로그인 해주세요.' }, { status: 401 })
  }
  ;(await draftMode()).enable()
  // A relative redirect keeps the host the visitor used, so the draft-mode cookie goes along.
  redirect(localizedPath(isLocale(locale) ? locale : 'ko', `/${path}`))
}
