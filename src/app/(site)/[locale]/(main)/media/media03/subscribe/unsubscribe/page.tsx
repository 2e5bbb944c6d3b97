import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { NeedsClientRuntime } from '@/components/layout/client-runtime-mark'
import { UnsubscribeButton } from '@/components/newsletter/unsubscribe-button'
import { isLocale } from '@/i18n/locales'

export const metadata: Metadata = { title: '뉴스레터 구독 해지', robots: { index: false } }
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> }

export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(isLocale(locale) ? locale : 'ko')
  const { token } = await searchParams
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <NeedsClientRuntime />
      <h1 className="font-bold text-3xl text-ink">뉴스레터 구독 해지</h1>
      <p className="mt-4">아래 버튼을 누르면 녹색기후기술원 뉴스레터를 더 이상 받지 않습니다.</p>
      {token ? (
        <UnsubscribeButton token={token} />
      ) : (
        <p role="alert" className="mt-6 text-red-700">
          구독 해지 링크가 올바르지 않습니다.
        </p>
      )}
    </div>
  )
}
