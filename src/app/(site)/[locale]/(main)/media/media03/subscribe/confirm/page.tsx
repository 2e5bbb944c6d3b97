import type { Metadata } from 'next'
import Link from 'next/link'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { routeLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { confirmSubscription } from '@/modules/newsletter/subscription'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'newsletter' })
  return { title: t('confirmTitle'), robots: { index: false } }
}

export default async function ConfirmPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  const { token } = await searchParams
  const result = await confirmSubscription(await getPayloadClient(), token)
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="font-bold text-3xl text-ink">{t('confirmTitle')}</h1>
      <p
        role={result.ok ? 'status' : 'alert'}
        className={`mt-6 rounded p-4 ${result.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800'}`}
      >
        {result.ok ? t('confirmed') : t('confirmInvalid')}
      </p>
      <Link href={localizedPath(locale, '/media/media03')} className="mt-8 inline-block text-brand-700 underline">
        {t('backToList')}
      </Link>
    </div>
  )
}
