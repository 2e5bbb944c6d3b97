import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { certificationTexts } from '@/components/certification/texts'
import { CertificateVerifyForm } from '@/components/certification/verify-form'
import { routeLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { forgeryReportPath, registryEntryPath, verifyPage } from '@/modules/certification/pages'
import { pageMetadata } from '@/modules/site/metadata'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[]>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageMetadata({ locale, path: `/${verifyPage.path}`, title: verifyPage.label[locale] })
}
export const dynamic = 'force-dynamic'

/** 진위확인: anyone checks a certificate the institute issued, by its code or by its number and issue day. */
export default async function CertificateVerifyPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  const texts = await certificationTexts()
  // The register's link fills the form; nothing is checked until the visitor presses 확인.
  const query = await searchParams
  const asText = (value: string | string[] | undefined, pattern: RegExp) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 lg:px-6">
      <h1 className="font-bold text-3xl text-ink tracking-tight lg:text-4xl">{texts.verifyTitle}</h1>
      <p className="mt-3 text-lg text-muted">{texts.verifyLead}</p>
      <CertificateVerifyForm
        texts={texts}
        language={locale}
        reportHref={localizedPath(locale, forgeryReportPath)}
        entryBase={localizedPath(locale, registryEntryPath(''))}
        initialNumber={asText(query.number, /^[\p{L}\p{N}\p{P}\p{Zs}]{1,40}$/u)}
        initialIssuedOn={asText(query.issuedOn, /^\d{4}-\d{2}-\d{2}$/)}
      />
    </div>
  )
}
