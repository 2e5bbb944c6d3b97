import { NextResponse } from 'next/server'
import { getPayloadClient } from '@/lib/payload'
import { unsubscribe } from '@/modules/newsletter/subscription'

/**
 * RFC 8058 one-click unsubscribe: mail programs POST here (from their own servers, so without an Origin) with
 * `List-Unsubscribe=One-Click`. The unguessable token is the authority.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token')
  const payload = await getPayloadClient()
  const result = await unsubscribe(payload, token)
  if (!result.ok) {
    return NextResponse.json(
      { error: 'invalid_token', message: '구독 해지 링크가 올바르지 않습니다.' },
      { status: 400 },
    )
  }
  return NextResponse.json({ ok: true, message: '뉴스레터 구독이 해지되었습니다.' })
}
