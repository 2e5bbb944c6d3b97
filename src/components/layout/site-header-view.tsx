import { Network } from 'lucide-react'
import Link from 'next/link'
import type { LocaleStrategy } from '@/i18n/locale-path'
import type { Locale } from '@/i18n/locales'
import { BrandMark } from './brand-mark'
import { HeaderSearch, type SearchLabels, SearchLink } from './header-search'
import { LanguageSwitcher } from './language-switcher'
import { MegaMenu } from './mega-menu'
import { MobileNavPanel, MobileNavToggle } from './mobile-nav'
import type { NavLink, NavSection } from './nav-types'

export type SiteHeaderViewProps = {
  locale: Locale
  /** The institute's name in the page's language, and in the other one below it. */
  name: string
  otherName: string
  home: string
  search: SearchLabels & { action: string }
  sitemap: NavLink
  sections: NavSection[]
  languages: { label: string; strategy: LocaleStrategy; pathname: string }
  labels: { openMenu: string; closeMenu: string; mainMenu: string }
}

/**
 * The site header in the order KRDS gives: identity (symbol and name), 통합검색, 사이트맵, language; the main menu
 * has a row of its own from the desktop layout up, so every section label fits on one line in both languages (the
 * English labels are twice as long as the Korean ones). Below that width the ☰ menu takes over.
 * The header is opaque, without a backdrop blur: a filter on it would make it the containing block of the
 * phone menu's fixed panel. On desktops it sticks 5rem above the top, so the identity row scrolls away and only the
 * menu row stays in view.
 * The name never breaks inside a word (one Korean word, "녹색기후기술원", stays whole; English wraps between words): where
 * it does not fit beside the buttons, as at 320 px or at 200 % zoom on a phone, the buttons move to a row of their own
 * below it (WCAG 1.4.10). Below 360 px the header then scrolls away with the page instead of covering a quarter of
 * the screen.
 *
 * Markup from props only (no data, no server APIs): see ./layout-views.ts for why.
 */
export function SiteHeaderView({
  locale,
  name,
  otherName,
  home,
  search,
  sitemap,
  sections,
  languages,
  labels,
}: SiteHeaderViewProps) {
  return (
    <>
      <header className="relative top-0 z-40 border-gray-200 border-b bg-white min-[22.5rem]:sticky lg:-top-20 print:hidden">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-end gap-x-1 px-2 py-2.5 min-[22.5rem]:px-3 sm:gap-x-3 sm:px-4 lg:h-20 lg:flex-nowrap lg:px-6 lg:py-0">
          <Link href={home} className="flex min-w-min grow basis-0 items-center gap-2 sm:gap-2.5">
            <BrandMark className="size-8 shrink-0 sm:size-9 lg:size-10" />
            <span className="flex min-w-0 flex-col leading-tight">
              <span
                className={`font-bold text-brand-800 tracking-tight [overflow-wrap:normal] sm:text-lg lg:text-xl ${
                  locale === 'en' ? 'text-[13px] leading-[1.1] sm:leading-tight' : 'text-[17px]'
                }`}
              >
                {name}
              </span>
              <span
                className="hidden whitespace-nowrap text-[11px] text-muted tracking-wide sm:block"
                lang={locale === 'en' ? 'ko' : 'en'}
              >
                {otherName}
              </span>
            </span>
          </Link>
          {/* One group, so where the name leaves too little room the buttons move below it together. */}
          <div className="flex shrink-0 items-center gap-x-1 sm:gap-x-3">
            <HeaderSearch action={search.action} labels={search} />
            <SearchLink href={search.action} label={search.label} />
            <a
              href={sitemap.href}
              className="hidden shrink-0 items-center gap-1.5 whitespace-nowrap rounded px-2 py-1 text-muted text-sm hover:text-brand-700 lg:flex"
            >
              <Network aria-hidden="true" className="size-4" />
              {sitemap.label}
            </a>
            <LanguageSwitcher
              locale={locale}
              strategy={languages.strategy}
              label={languages.label}
              pathname={languages.pathname}
            />
            <MobileNavToggle label={labels.openMenu} className="shrink-0 lg:hidden" />
          </div>
        </div>
        <div className="hidden border-gray-100 border-t lg:block">
          <div className="mx-auto max-w-7xl px-6">
            <MegaMenu sections={sections} label={labels.mainMenu} />
          </div>
        </div>
      </header>
      <MobileNavPanel
        sections={sections}
        labels={{ open: labels.openMenu, close: labels.closeMenu, title: labels.mainMenu }}
        extras={{ search, sitemap }}
      />
    </>
  )
}
