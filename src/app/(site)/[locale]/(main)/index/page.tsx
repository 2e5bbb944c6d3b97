import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/locales'
import { getSiteIdentity } from '@/modules/site/settings'

type Props = { params: Promise<{ locale: string }> }

export const metadata: Metadata = { title: '메인' }

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(isLocale(locale) ? locale : 'ko')
  const site = await getSiteIdentity()
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-600 px-4 py-24 text-white">
      <div className="mx-auto max-w-6xl">
        <h1 className="font-bold text-3xl md:text-5xl">{locale === 'en' ? site.siteNameEn : site.siteName}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">
          {locale === 'en'
            ? 'Certification, diagnosis and research for greener, safer buildings.'
            : '건축물의 에너지 효율과 안전, 탄소중립을 위한 인증·진단·연구를 수행합니다.'}
        </p>
      </div>
    </section>
  )
}
