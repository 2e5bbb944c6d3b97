import type React from 'react'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { isLocale } from '@/i18n/locales'

/** The spec's header + footer layouts: every public page except popup windows. */
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
      <SiteHeader locale={current} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={current} />
    </div>
  )
}
