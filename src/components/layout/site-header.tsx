import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath, strategy } from '@/i18n/routing'
import { requestSitePath } from '@/lib/site-path'
import { getSiteIdentity } from '@/modules/site/settings'
import { BrandMark } from './brand-mark'
import { menuNav } from './build-nav'
import { LanguageSwitcher } from './language-switcher'
import { MegaMenu } from './mega-menu'
import { MobileNav } from './mobile-nav'

export async function SiteHeader({ locale }: { locale: Locale }) {
  const site = await getSiteIdentity()
  const t = await getTranslations({ locale, namespace: 'site' })
  const sections = menuNav(locale)
  const pathname = await requestSitePath()
  const name = locale === 'en' ? site.siteNameEn : site.siteName
  return (
    <header className="sticky top-0 z-40 border-gray-200 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 lg:h-20 lg:px-6">
        <Link href={localizedPath(locale, '/index')} className="flex shrink-0 items-center gap-2.5">
          <BrandMark className="size-9 lg:size-10" />
          <span className="flex flex-col leading-tight">
            <span className="font-bold text-brand-800 text-lg tracking-tight lg:text-xl">{name}</span>
            <span className="hidden text-[11px] text-muted tracking-wide sm:block" lang={locale === 'en' ? 'ko' : 'en'}>
              {locale === 'en' ? site.siteName : site.siteNameEn}
            </span>
          </span>
        </Link>
        <MegaMenu sections={sections} label={t('mainMenu')} />
        <div className="flex items-center gap-2">
          <LanguageSwitcher locale={locale} strategy={strategy} label={t('language')} pathname={pathname} />
          <MobileNav
            sections={sections}
            labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('mainMenu') }}
          />
        </div>
      </div>
    </header>
  )
}
