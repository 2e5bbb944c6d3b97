import type { Locale } from '@/i18n/locales'
import { getSiteIdentity } from '@/modules/site/settings'

export async function SiteFooter({ locale }: { locale: Locale }) {
  const site = await getSiteIdentity()
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto max-w-6xl px-4 py-10 text-sm">
        <p>
          © {new Date().getFullYear()} {locale === 'en' ? site.siteNameEn : site.siteName}
        </p>
      </div>
    </footer>
  )
}
