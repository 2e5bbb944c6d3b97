import { NextResponse } from 'next/server'
import { newCaptchaChallenge } from '@/modules/captcha/altcha'

export const dynamic = 'force-dynamic'

/** A fresh proof-of-work challenge for the ALTCHA widget. */
export async function GET() {
  return NextResponse.json(await newCaptchaChallenge(), { headers: { 'Cache-Control': 'no-store' } })
}
