import { cookies } from 'next/headers'
import { NextResponse } from 'next/server'
import { clientIp } from '@/lib/client-ip'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { isSameOrigin } from '@/lib/same-origin'
import { checkQnaPassword } from '@/modules/qna/service'
import { decodeUnlockedIds, encodeUnlockedIds, unlockCookieName } from '@/modules/qna/unlock-cookie'

/**
 * Unlocks a secret Q&A post for this browser session with its password: 200 and a signed HttpOnly cookie,
 * 403 for a wrong password, 429 after ten attempts on one post in 15 minutes.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!isSameOrigin(request)) {
    return NextResponse.json({ error: 'forbidden', message: '허용되지 않은 요청입니다.' }, { status: 403 })
  }
  const { id } = await params
  const body = (await request.json().catch(() => null)) as { password?: unknown } | null
  const payload = await getPayloadClient()
  const result = await checkQnaPassword(payload, id, body?.password, clientIp(request.headers))
  if (!result.ok) {
    const error = result.status === 429 ? 'rate_limited' : result.status === 404 ? 'not_found' : 'wrong_password'
    return NextResponse.json({ error, message: result.message }, { status: result.status })
  }
  const jar = await cookies()
  const unlocked = decodeUnlockedIds(env.payloadSecret, jar.get(unlockCookieName)?.value)
  const response = NextResponse.json({ ok: true })
  // No Max-Age: a session cookie, gone when the browser closes.
  response.cookies.set(unlockCookieName, encodeUnlockedIds(env.payloadSecret, [...unlocked, id]), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.siteUrl.startsWith('https:'),
  })
  return response
}
