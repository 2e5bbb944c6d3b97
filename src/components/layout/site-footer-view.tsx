import Link from 'next/link'
import type React from 'react'
import { SubscribeForm } from '@/components/newsletter/subscribe-form'
import type { Locale } from '@/i18n/locales'
import { BrandMark } from './brand-mark'
import type { NavLink } from './nav-types'

export type FooterFact = { key: string; label: string; value: string; href?: string }

export type SiteFooterViewProps = {
  locale: Locale
  /** Whether the newsletter sign-up band is shown (not where the page has its own form: footer-form.ts). */
  subscribe: boolean
  name: string
  /** The postal address with its code, or empty when the settings have none. */
  address: string
  facts: FooterFact[]
  /** Where to ask meanwhile, shown when the settings hold no address and no contacts. */
  contactPending: React.ReactNode
  utility: NavLink[]
  policies: { privacy: NavLink; noEmailCollection: NavLink }
  labels: { newsletterTitle: string; newsletterLead: string; contact: string; utility: string; policies: string }
  year: number
}

/**
 * The newsletter sign-up band (where the page has no form of its own), then the footer proper in the order KRDS gives: the institute's symbol and name,
 * address and contacts, utility links, policy links (개인정보처리방침 first and emphasised) and the copyright.
 * Each empty fact is left out, and with none at all one line says where to ask meanwhile, so the block never shows
 * an empty box.
 *
 * Markup from props only (no data, no server APIs): see ./layout-views.ts for why.
 */
export function SiteFooterView({
  locale,
  subscribe,
  name,
  address,
  facts,
  contactPending,
  utility,
  policies,
  labels,
  year,
}: SiteFooterViewProps) {
  return (
    <footer className="border-gray-200 border-t bg-gray-50 text-[14px] text-muted print:hidden">
      {subscribe ? (
        <section aria-labelledby="footer-newsletter" className="border-gray-200 border-b bg-white">
          <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-12 lg:px-6">
            <div>
              <h2 id="footer-newsletter" className="font-bold text-base text-ink">
                {labels.newsletterTitle}
              </h2>
              <p className="mt-1 leading-6">{labels.newsletterLead}</p>
            </div>
            <div className="text-ink">
              <SubscribeForm compact idPrefix="footer-subscribe" locale={locale} />
            </div>
          </div>
        </section>
      ) : null}
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-16">
          <div className="space-y-4">
            <p className="flex items-center gap-2.5">
              <BrandMark className="size-9 shrink-0" />
              <span className="font-bold text-base text-ink">{name}</span>
            </p>
            <address aria-label={labels.contact} className="not-italic leading-7" data-footer-part="contact">
              {address ? <p>{address}</p> : null}
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
              {!address && !facts.length ? <p>{contactPending}</p> : null}
            </address>
          </div>
          <nav aria-label={labels.utility} data-footer-part="utility">
            <ul className="grid grid-cols-2 gap-x-8 gap-y-2 sm:flex sm:flex-wrap lg:grid lg:grid-cols-2">
              {utility.map((link) => (
                <li key={link.href}>
                  {/* Whole words, wrapping inside the column: "Certificate Verification" beside "Certified Buildings"
                      is wider than a 320 px phone. */}
                  <Link href={link.href} className="break-keep text-ink hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="mt-8 flex flex-col gap-3 border-gray-200 border-t pt-6 md:flex-row md:items-center md:justify-between">
          <nav aria-label={labels.policies} data-footer-part="policies">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link href={policies.privacy.href} className="font-bold text-brand-800 hover:underline">
                  {policies.privacy.label}
                </Link>
              </li>
              <li>
                <Link href={policies.noEmailCollection.href} className="text-ink hover:underline">
                  {policies.noEmailCollection.label}
                </Link>
              </li>
            </ul>
          </nav>
          <p className="text-[13px]" data-footer-part="copyright">
            © {year} {name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}
