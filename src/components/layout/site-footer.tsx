import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { SubscribeForm } from '@/components/newsletter/subscribe-form'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getSiteIdentity } from '@/modules/site/settings'
import { BrandMark } from './brand-mark'

/**
 * The newsletter sign-up band, then the footer proper in the order KRDS gives: the institute's symbol and name,
 * address and contacts, utility links, policy links (개인정보처리방침 first and emphasised) and the copyright.
 * Address and contacts come from the site settings, which start empty: each empty fact is left out, and with none
 * at all one line says where to ask meanwhile, so the block never shows an empty box.
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const site = await getSiteIdentity()
  const t = await getTranslations({ locale, namespace: 'site' })
  const tl = await getTranslations({ locale, namespace: 'layout' })
  const path = (to: string) => localizedPath(locale, to)
  const name = locale === 'en' ? site.siteNameEn : site.siteName
  const address = locale === 'en' && site.addressEn ? site.addressEn : site.address
  const facts = [
    { key: 'representative', label: t('footer.representative'), value: site.representative },
    { key: 'businessNumber', label: t('footer.businessNumber'), value: site.businessNumber },
    { key: 'phone', label: t('footer.phone'), value: site.phone, href: `tel:${site.phone.replace(/[^0-9+]/g, '')}` },
    { key: 'fax', label: t('footer.fax'), value: site.fax },
    { key: 'email', label: t('footer.email'), value: site.email, href: `mailto:${site.email}` },
  ].filter((fact) => Boolean(fact.value))
  const utility = [
    { href: path('/company/location'), label: t('footer.location') },
    { href: path('/sitemap'), label: t('footer.sitemap') },
    { href: path('/media/media02'), label: tl('footer.qna') },
    { href: path('/media/media03'), label: tl('footer.newsletter') },
  ]
  return (
    <footer className="border-gray-200 border-t bg-gray-50 text-[14px] text-muted">
      <section aria-labelledby="footer-newsletter" className="border-gray-200 border-b bg-white">
        <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-12 lg:px-6">
          <div>
            <h2 id="footer-newsletter" className="font-bold text-base text-ink">
              {tl('footer.newsletterTitle')}
            </h2>
            <p className="mt-1 leading-6">{tl('footer.newsletterLead')}</p>
          </div>
          <div className="text-ink">
            <SubscribeForm compact idPrefix="footer-subscribe" locale={locale} />
          </div>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-16">
          <div className="space-y-4">
            <p className="flex items-center gap-2.5">
              <BrandMark className="size-9 shrink-0" />
              <span className="font-bold text-base text-ink">{name}</span>
            </p>
            <address aria-label={tl('footer.contact')} className="not-italic leading-7" data-footer-part="contact">
              {address ? (
                <p>
                  {site.postalCode ? `(${site.postalCode}) ` : ''}
                  {address}
                </p>
              ) : null}
              {facts.length ? (
                <dl className="flex flex-wrap gap-x-5">
                  {facts.map((fact) => (
                    <div key={fact.key} className="flex gap-1.5">
                      <dt>{fact.label}</dt>
                      <dd className="text-ink">{fact.href ? <a href={fact.href}>{fact.value}</a> : fact.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {!address && !facts.length ? (
                <p>
                  {tl.rich('footer.contactPending', {
                    link: (chunks) => (
                      <Link href={path('/media/media02')} className="text-ink underline underline-offset-4">
                        {chunks}
                      </Link>
                    ),
                  })}
                </p>
              ) : null}
            </address>
          </div>
          <nav aria-label={tl('footer.utility')} data-footer-part="utility">
            <ul className="grid grid-cols-2 gap-x-8 gap-y-2 sm:flex sm:flex-wrap lg:grid lg:grid-cols-2">
              {utility.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="whitespace-nowrap text-ink hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="mt-8 flex flex-col gap-3 border-gray-200 border-t pt-6 md:flex-row md:items-center md:justify-between">
          <nav aria-label={t('footer.policies')} data-footer-part="policies">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link href={path('/policy/policy01')} className="font-bold text-brand-800 hover:underline">
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link href={path('/policy/policy03')} className="text-ink hover:underline">
                  {t('footer.noEmailCollection')}
                </Link>
              </li>
            </ul>
          </nav>
          <p className="text-[13px]" data-footer-part="copyright">
            © {new Date().getFullYear()} {name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}
