import type React from 'react'
import { WithoutClientRuntime } from '@/components/layout/client-runtime-mark'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { isLocale } from '@/i18n/locales'

/**
 * The spec's header + footer layouts: every public page except popup windows. These pages are documents: they go
 * out without Next's client runtime unless a page marks itself as needing it (docs/decisions/0017).
 */
export default async function MainLayout({
  children,
  params,
}: {
  children: React.ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  const current = isLocale(locale) ? locale : 'ko'
  return (
    <div className="flex min-h-screen flex-col">
      <WithoutClientRuntime />
      <SiteHeader locale={current} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={current} />
    </div>
  )
}
