import '../../globals.css'
import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'
import { ChunkErrorRecovery } from '@/components/layout/chunk-error-recovery'
import { isLocale, localeOrDefault } from '@/i18n/locales'
import { enhanceScriptSrc } from '@/lib/enhance-script'
import { env } from '@/lib/env'
import { siteDescription } from '@/modules/site/metadata'
import { getSiteIdentity } from '@/modules/site/settings'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f6135' }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const site = await getSiteIdentity()
  const name = locale === 'en' ? site.siteNameEn : site.siteName
  return {
    metadataBase: new URL(env.siteUrl),
    // Spec §1: titles read '{product} :: topic'.
    title: { template: `${name} :: %s`, default: name },
    // Pages without a description of their own (board lists, posts, forms) describe the site in their language.
    description: await siteDescription(localeOrDefault(locale)),
    applicationName: name,
    icons: { icon: '/icon.svg' },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  // Rendered per request so Next can put this request's CSP nonce on its scripts; whole responses are
  // cached in front of Next (server.mjs) and data behind it (unstable_cache), so this stays fast.
  await connection()
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'common' })
  const enhanceSrc = enhanceScriptSrc()
  const nonce = (await headers()).get('x-nonce') ?? undefined
  return (
    <html lang={locale}>
      <body>
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
        >
          {t('skipToContent')}
        </a>
        <ChunkErrorRecovery />
        {/* No NextIntlClientProvider: every translated string is rendered on the server, so shipping the
            messages and the formatting runtime to the browser would only add work to each page load. */}
        {children}
        {/* The site's own script (src/enhance): menus, the slider, popups and forms on pages without React. */}
        {enhanceSrc && <script type="module" src={enhanceSrc} nonce={nonce} />}
      </body>
    </html>
  )
}
