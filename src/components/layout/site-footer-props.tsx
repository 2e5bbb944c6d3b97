import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { requestSitePath } from '@/lib/site-path'
import { registryPage, verifyPage } from '@/modules/certification/pages'
import { footerOffersSubscription } from '@/modules/newsletter/footer-form'
import { getSiteIdentity } from '@/modules/site/settings'
import type { SiteFooterViewProps } from './site-footer-view'

/**
 * What the site footer (./site-footer-view.tsx) shows for this request: the site settings' address and contacts,
 * which start empty (each empty fact is left out), and the footer's links and labels. The newsletter sign-up is left
 * out on pages that have a subscription form of their own or end in another form (footer-form.ts).
 */
export async function siteFooterProps(locale: Locale): Promise<SiteFooterViewProps> {
  const site = await getSiteIdentity()
  const t = await getTranslations({ locale, namespace: 'site' })
  const tl = await getTranslations({ locale, namespace: 'layout' })
  const path = (to: string) => localizedPath(locale, to)
  const address = locale === 'en' && site.addressEn ? site.addressEn : site.address
  const facts = [
    { key: 'representative', label: t('footer.representative'), value: site.representative },
    { key: 'businessNumber', label: t('footer.businessNumber'), value: site.businessNumber },
    { key: 'phone', label: t('footer.phone'), value: site.phone, href: `tel:${site.phone.replace(/[^0-9+]/g, '')}` },
    { key: 'fax', label: t('footer.fax'), value: site.fax },
    { key: 'email', label: t('footer.email'), value: site.email, href: `mailto:${site.email}` },
  ].filter((fact) => Boolean(fact.value))
  const subscribe = footerOffersSubscription(await requestSitePath())
  return {
    locale,
    subscribe,
    name: locale === 'en' ? site.siteNameEn : site.siteName,
    address: address ? `${site.postalCode ? `(${site.postalCode}) ` : ''}${address}` : '',
    facts,
    contactPending:
      !address && !facts.length
        ? tl.rich('footer.contactPending', {
            link: (chunks) => (
              <Link href={path('/media/media02')} className="text-ink underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })
        : null,
    utility: [
      { href: path('/company/location'), label: t('footer.location') },
      { href: path('/sitemap'), label: t('footer.sitemap') },
      { href: path('/media/media02'), label: tl('footer.qna') },
      { href: path('/media/media03'), label: tl('footer.newsletter') },
      { href: path(`/${registryPage.path}`), label: tl('footer.registry') },
      { href: path(`/${verifyPage.path}`), label: tl('footer.verify') },
    ],
    policies: {
      privacy: { href: path('/policy/policy01'), label: t('footer.privacy') },
      noEmailCollection: { href: path('/policy/policy03'), label: t('footer.noEmailCollection') },
    },
    labels: {
      newsletterTitle: tl('footer.newsletterTitle'),
      newsletterLead: tl('footer.newsletterLead'),
      contact: tl('footer.contact'),
      utility: tl('footer.utility'),
      policies: t('footer.policies'),
    },
    year: new Date().getFullYear(),
  }
}
