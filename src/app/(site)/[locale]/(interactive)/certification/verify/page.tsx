import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { certificationTexts } from '@/components/certification/texts'
import { CertificateVerifyForm } from '@/components/certification/verify-form'
import { routeLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { forgeryReportPath, verifyPage } from '@/modules/certification/pages'
import { pageMetadata } from '@/modules/site/metadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageMetadata({ locale, path: `/${verifyPage.path}`, title: verifyPage.label[locale] })
}
export const dynamic = 'force-dynamic'

/** 진위확인: anyone checks a certificate the institute issued, by its code or by its number and issue day. */
export default async function CertificateVerifyPage({ params }: Props) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  const texts = await certificationTexts()
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 lg:px-6">
      <h1 className="font-bold text-3xl text-ink tracking-tight lg:text-4xl">{texts.verifyTitle}</h1>
      <p className="mt-3 text-lg text-muted">{texts.verifyLead}</p>
      <CertificateVerifyForm texts={texts} language={locale} reportHref={localizedPath(locale, forgeryReportPath)} />
    </div>
  )
}
