import type { Metadata } from 'next'
import Link from 'next/link'
import { setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { newsletterMessages } from '@/modules/newsletter/messages'
import { confirmSubscription } from '@/modules/newsletter/subscription'

export const metadata: Metadata = { title: '뉴스레터 구독 확인', robots: { index: false } }
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> }

export default async function ConfirmPage({ params, searchParams }: Props) {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'ko'
  setRequestLocale(locale)
  const { token } = await searchParams
  const result = await confirmSubscription(await getPayloadClient(), token)
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="font-bold text-3xl text-ink">뉴스레터 구독 확인</h1>
      <p
        role={result.ok ? 'status' : 'alert'}
        className={`mt-6 rounded p-4 ${result.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800'}`}
      >
        {result.ok ? newsletterMessages.confirmed : newsletterMessages.confirmInvalid}
      </p>
      <Link href={localizedPath(locale, '/media/media03')} className="mt-8 inline-block text-brand-700 underline">
        뉴스레터 목록으로
      </Link>
    </div>
  )
}
