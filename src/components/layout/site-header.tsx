import { Network } from 'lucide-react'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath, strategy } from '@/i18n/routing'
import { requestSitePath } from '@/lib/site-path'
import { getSiteIdentity } from '@/modules/site/settings'
import { BrandMark } from './brand-mark'
import { menuNav } from './build-nav'
import { HeaderSearch, SearchLink } from './header-search'
import { LanguageSwitcher } from './language-switcher'
import { MegaMenu } from './mega-menu'
import { MobileNavPanel, MobileNavToggle } from './mobile-nav'

/**
 * The site header in the order KRDS gives: identity (symbol and name), 통합검색, 사이트맵, language; the main menu
 * has a row of its own from the desktop layout up, so every section label fits on one line in both languages (the
 * English labels are twice as long as the Korean ones). Below that width the ☰ menu takes over.
 * The header is opaque, without a backdrop blur: a filter on it would make it the containing block of the
 * phone menu's fixed panel. On desktops it sticks 5rem above the top, so the identity row scrolls away and only the
 * menu row stays in view.
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const site = await getSiteIdentity()
  const t = await getTranslations({ locale, namespace: 'site' })
  const tl = await getTranslations({ locale, namespace: 'layout' })
  const sections = menuNav(locale)
  const pathname = await requestSitePath()
  const name = locale === 'en' ? site.siteNameEn : site.siteName
  const searchAction = localizedPath(locale, '/search')
  const search = { label: tl('search.label'), placeholder: tl('search.placeholder'), submit: tl('search.submit') }
  const sitemap = { href: localizedPath(locale, '/sitemap'), label: tl('sitemap') }
  return (
    <>
      <header className="sticky top-0 z-40 border-gray-200 border-b bg-white lg:-top-20">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-3 sm:px-4 lg:h-20 lg:px-6">
          <Link href={localizedPath(locale, '/index')} className="mr-auto flex min-w-0 items-center gap-2 sm:gap-2.5">
            <BrandMark className="size-8 shrink-0 sm:size-9 lg:size-10" />
            <span className="flex min-w-0 flex-col leading-tight">
              <span
                className={`font-bold text-brand-800 tracking-tight sm:text-lg lg:text-xl ${
                  locale === 'en' ? 'text-[13px] leading-[1.1] sm:leading-tight' : 'text-[17px]'
                }`}
              >
                {name}
              </span>
              <span
                className="hidden whitespace-nowrap text-[11px] text-muted tracking-wide sm:block"
                lang={locale === 'en' ? 'ko' : 'en'}
              >
                {locale === 'en' ? site.siteName : site.siteNameEn}
              </span>
            </span>
          </Link>
          <HeaderSearch action={searchAction} labels={search} />
          <SearchLink href={searchAction} label={search.label} />
          <a
            href={sitemap.href}
            className="hidden shrink-0 items-center gap-1.5 whitespace-nowrap rounded px-2 py-1 text-muted text-sm hover:text-brand-700 lg:flex"
          >
            <Network aria-hidden="true" className="size-4" />
            {sitemap.label}
          </a>
          <LanguageSwitcher locale={locale} strategy={strategy} label={t('language')} pathname={pathname} />
          <MobileNavToggle label={t('openMenu')} className="shrink-0 lg:hidden" />
        </div>
        <div className="hidden border-gray-100 border-t lg:block">
          <div className="mx-auto max-w-7xl px-6">
            <MegaMenu sections={sections} label={t('mainMenu')} />
          </div>
        </div>
      </header>
      <MobileNavPanel
        sections={sections}
        labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('mainMenu') }}
        extras={{ search: { action: searchAction, ...search }, sitemap }}
      />
    </>
  )
}
