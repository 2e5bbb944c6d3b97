import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath, strategy } from '@/i18n/routing'
import { requestSitePath } from '@/lib/site-path'
import { getSiteIdentity } from '@/modules/site/settings'
import { menuNav } from './build-nav'
import type { SiteHeaderViewProps } from './site-header-view'

/** What the site header (./site-header-view.tsx) shows for this request: site settings, menus, labels, address. */
export async function siteHeaderProps(locale: Locale): Promise<SiteHeaderViewProps> {
  const site = await getSiteIdentity()
  const t = await getTranslations({ locale, namespace: 'site' })
  const tl = await getTranslations({ locale, namespace: 'layout' })
  const pathname = await requestSitePath()
  return {
    locale,
    name: locale === 'en' ? site.siteNameEn : site.siteName,
    otherName: locale === 'en' ? site.siteName : site.siteNameEn,
    home: localizedPath(locale, '/index'),
    search: {
      action: localizedPath(locale, '/search'),
      label: tl('search.label'),
      placeholder: tl('search.placeholder'),
      submit: tl('search.submit'),
    },
    sitemap: { href: localizedPath(locale, '/sitemap'), label: tl('sitemap') },
    sections: menuNav(locale),
    languages: { label: t('language'), strategy, pathname },
    labels: { openMenu: t('openMenu'), closeMenu: t('closeMenu'), mainMenu: t('mainMenu') },
  }
}
