import 'server-only'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { menuSections, type SiteSection, siteSections } from '@/modules/site/site-map'
import type { NavSection } from './nav-types'

export function navSection(section: SiteSection, locale: Locale): NavSection {
  const links = section.pages
    .filter((p) => !p.hiddenFromMenu)
    .map((p) => ({ label: p.label[locale], href: localizedPath(locale, `/${p.path}`) }))
  return { key: section.key, label: section.label[locale], href: links[0]?.href ?? '#', links }
}

export const menuNav = (locale: Locale): NavSection[] => menuSections.map((s) => navSection(s, locale))
export const fullNav = (locale: Locale): NavSection[] => siteSections.map((s) => navSection(s, locale))
