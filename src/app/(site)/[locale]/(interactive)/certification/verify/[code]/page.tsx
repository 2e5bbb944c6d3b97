import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { setRequestLocale } from 'next-intl/server'
import { certificationTexts, fill } from '@/components/certification/texts'
import { VerificationResultView } from '@/components/certification/verification-result'
import { CertificateVerifyForm } from '@/components/certification/verify-form'
import { secondaryButtonClass } from '@/components/ui/button-styles'
import { routeLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { forgeryReportPath, registryEntryPath, verifyPage } from '@/modules/certification/pages'
import { answerVerification } from '@/modules/certification/verify-request'
import { pageMetadata } from '@/modules/site/metadata'

type Props = { params: Promise<{ locale: string; code: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const metadata = await pageMetadata({ locale, path: `/${verifyPage.path}`, title: verifyPage.label[locale] })
  // One address per certificate: not for search engines.
  return { ...metadata, robots: { index: false, follow: false } }
}
export const dynamic = 'force-dynamic'

/**
 * The address a certificate's QR code points to: the check runs as the page is asked for, under the same limits and
 * log as the form. After three misses from the address, the form asks for the captcha with the code filled in.
 */
export default async function CertificateCodePage({ params }: Props) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  // Taken as it arrives, not decoded: a code is letters, digits and hyphens, so anything encoded is a miss anyway, and a
  // malformed escape (`%E0%A4%A`) cannot fail the page.
  const code = (await params).code.slice(0, 40)
  const texts = await certificationTexts()
  const reportHref = localizedPath(locale, forgeryReportPath)
  const entryBase = localizedPath(locale, registryEntryPath(''))
  const outcome = await answerVerification(await getPayloadClient(), {
    query: { code },
    ip: clientIp(await headers()),
    language: locale,
  })
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 lg:px-6">
      <h1 className="font-bold text-3xl text-ink tracking-tight lg:text-4xl">{texts.verifyTitle}</h1>
      {outcome.ok ? (
        <>
          <VerificationResultView
            result={outcome.answer.result}
            certificate={outcome.answer.certificate}
            texts={texts}
            reportHref={reportHref}
            entryBase={entryBase}
          />
          <p className="mt-8">
            <a href={localizedPath(locale, `/${verifyPage.path}`)} className={secondaryButtonClass}>
              {texts.checkAnother}
            </a>
          </p>
        </>
      ) : outcome.status === 429 ? (
        <p role="alert" className="mt-8 rounded border border-red-700 bg-red-50 p-4 text-red-800">
          {fill(texts.tooMany, { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) })}
        </p>
      ) : (
        <CertificateVerifyForm
          texts={texts}
          language={locale}
          reportHref={reportHref}
          entryBase={entryBase}
          initialCode={code}
          captchaFirst
        />
      )}
    </div>
  )
}
