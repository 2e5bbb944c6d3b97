import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { UnsubscribeButton } from '@/components/newsletter/unsubscribe-button'
import { routeLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'newsletter' })
  return { title: t('unsubscribeTitle'), robots: { index: false } }
}

export default async function UnsubscribePage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  const { token } = await searchParams
  const invalid = t('unsubscribeInvalid')
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="font-bold text-3xl text-ink">{t('unsubscribeTitle')}</h1>
      <p className="mt-4">{t('unsubscribeLead')}</p>
      {token ? (
        <UnsubscribeButton token={token} texts={{ button: t('unsubscribeButton'), done: t('unsubscribed'), invalid }} />
      ) : (
        <p role="alert" className="mt-6 text-red-700">
          {invalid}
        </p>
      )}
    </div>
  )
}
