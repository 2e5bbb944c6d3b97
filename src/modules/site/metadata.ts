import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { type Locale, locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { env } from '@/lib/env'
import { getSiteIdentity } from './settings'

/**
 * Canonical URL, hreflang alternates, Open Graph and Twitter tags of a public page. `title` is the topic;
 * the locale layout's template turns it into '{site} :: {topic}'.
 */
export async function pageMetadata({
  locale,
  path,
  title,
  description,
}: {
  locale: Locale
  path: string
  title: string
  description?: string
}): Promise<Metadata> {
  const site = await getSiteIdentity()
  const siteName = locale === 'en' ? site.siteNameEn : site.siteName
  const sitePath = `/${path.replace(/^\/+/, '')}`
  const canonical = localizedPath(locale, sitePath)
  const text = description || (await siteDescription(locale))
  const image = { url: '/og-image.png', width: 1200, height: 630, alt: siteName }
  return {
    title,
    description: text,
    alternates: {
      canonical,
      languages: {
        ...Object.fromEntries(locales.map((l) => [l, localizedPath(l, sitePath)])),
        'x-default': localizedPath('ko', sitePath),
      },
    },
    openGraph: {
      type: 'website',
      siteName,
      title: `${siteName} :: ${title}`,
      description: text,
      url: canonical,
      locale: locale === 'en' ? 'en_US' : 'ko_KR',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: `${siteName} :: ${title}`, description: text, images: [image.url] },
  }
}

/**
 * The site's description in a locale, for pages without one of their own: the 사이트 설명 staff keep in the site
 * settings in Korean (the seeded text when empty), and in English the English text of the messages, since the setting
 * is written in Korean and an English page must not describe itself in Korean.
 */
export async function siteDescription(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'site' })
  if (locale === 'en') return t('siteDescription')
  return (await getSiteIdentity()).description || t('siteDescription')
}

export const absoluteUrl = (path: string) => `${env.siteUrl}${path.startsWith('/') ? path : `/${path}`}`
