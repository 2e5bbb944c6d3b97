import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { SubscribeForm } from '@/components/newsletter/subscribe-form'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getSiteIdentity } from '@/modules/site/settings'
import { BrandMark } from './brand-mark'

export async function SiteFooter({ locale }: { locale: Locale }) {
  const site = await getSiteIdentity()
  const t = await getTranslations({ locale, namespace: 'site' })
  const name = locale === 'en' ? site.siteNameEn : site.siteName
  const address = locale === 'en' && site.addressEn ? site.addressEn : site.address
  const facts: [string, string][] = [
    [t('footer.representative'), site.representative],
    [t('footer.businessNumber'), site.businessNumber],
    [t('footer.phone'), site.phone],
    [t('footer.fax'), site.fax],
    [t('footer.email'), site.email],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]))
  return (
    <footer className="border-gray-200 border-t bg-gray-50 text-[14px] text-muted">
      <nav aria-label={t('footer.policies')} className="border-gray-200 border-b bg-white">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 py-4 lg:px-6">
          <li>
            <Link href={localizedPath(locale, '/policy/policy01')} className="font-bold text-brand-800 hover:underline">
              {t('footer.privacy')}
            </Link>
          </li>
          <li>
            <Link href={localizedPath(locale, '/policy/policy03')} className="text-ink hover:underline">
              {t('footer.noEmailCollection')}
            </Link>
          </li>
          <li>
            <Link href={localizedPath(locale, '/sitemap')} className="text-ink hover:underline">
              {t('footer.sitemap')}
            </Link>
          </li>
          <li>
            <Link href={localizedPath(locale, '/company/location')} className="text-ink hover:underline">
              {t('footer.location')}
            </Link>
          </li>
        </ul>
      </nav>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[auto_1fr_22rem] lg:px-6">
        <div className="flex items-center gap-2.5">
          <BrandMark className="size-9 opacity-90" />
          <span className="font-bold text-ink">{name}</span>
        </div>
        <address className="not-italic leading-7">
          {address ? (
            <p>
              {site.postalCode ? `(${site.postalCode}) ` : ''}
              {address}
            </p>
          ) : null}
          <dl className="flex flex-wrap gap-x-5">
            {facts.map(([label, value]) => (
              <div key={label} className="flex gap-1.5">
                <dt>{label}</dt>
                <dd className="text-ink">
                  {label === t('footer.email') ? <a href={`mailto:${value}`}>{value}</a> : value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-[13px]">
            © {new Date().getFullYear()} {name}. All rights reserved.
          </p>
        </address>
        {/* The sign-up form speaks Korean; English pages point to the newsletter page instead. */}
        {locale === 'ko' ? (
          <section aria-labelledby="footer-newsletter" className="text-ink">
            <h2 id="footer-newsletter" className="mb-2 font-bold">
              뉴스레터 구독
            </h2>
            <SubscribeForm compact idPrefix="footer-subscribe" />
          </section>
        ) : (
          <p>
            <Link href={localizedPath(locale, '/media/media03')} className="text-ink underline">
              Newsletter
            </Link>
          </p>
        )}
      </div>
    </footer>
  )
}
