import { cookies } from 'next/headers'
import { NextResponse } from 'next/server'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { isSameOrigin } from '@/lib/same-origin'
import { countPostView, viewedCookieName } from '@/modules/boards/view'

/** Counts one view of a post per browser session (the viewed ids live in a session cookie). */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!isSameOrigin(request)) return NextResponse.json({ error: 'forbidden' }, { status: 403 })
  const { id } = await params
  const jar = await cookies()
  const payload = await getPayloadClient()
  const next = await countPostView(payload, id, jar.get(viewedCookieName)?.value)
  const response = NextResponse.json({ counted: next !== null })
  if (next !== null) {
    response.cookies.set(viewedCookieName, next, {
      httpOnly: true,
      sameSite: 'lax',
      // Only this endpoint reads it. Sent with every page instead, it made each later page of the visit a personal,
      // uncached render: the page caches serve only requests without cookies other than the locale one.
      path: '/api/posts',
      secure: env.siteUrl.startsWith('https:'),
    })
  }
  return response
}
