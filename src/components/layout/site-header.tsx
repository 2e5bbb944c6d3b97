import Link from 'next/link'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getSiteIdentity } from '@/modules/site/settings'

export async function SiteHeader({ locale }: { locale: Locale }) {
  const site = await getSiteIdentity()
  return (
    <header className="border-gray-200 border-b bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link href={localizedPath(locale, '/index')} className="font-bold text-brand-800 text-xl">
          {locale === 'en' ? site.siteNameEn : site.siteName}
        </Link>
      </div>
    </header>
  )
}
