import { Bus, Car, Clock, Mail, MapPin, Phone, Printer, TrainFront, TramFront } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import { BlockHeading, type BlockOf } from '@/components/cms/block-heading'
import { PendingFacts } from '@/components/layout/pending-facts'
import { ServerImage } from '@/components/media/server-image'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { getSiteIdentity } from '@/modules/site/settings'

const modeIcon = { subway: TramFront, bus: Bus, car: Car, train: TrainFront } as const

/**
 * Address and contacts from the site settings, transport notes and a map. The map is the embed of
 * MAP_EMBED_URL when configured, otherwise the map image staff uploaded in the site settings; with neither,
 * and for every empty contact field, nothing is shown, so there is never an empty frame or a blank line.
 */
export async function ContactBlockView({ block, locale }: { block: BlockOf<'contact'>; locale: Locale }) {
  const site = await getSiteIdentity()
  const t = await getTranslations({ locale, namespace: 'site' })
  const address = locale === 'en' && site.addressEn ? site.addressEn : site.address
  const hours = locale === 'en' && site.hoursEn ? site.hoursEn : site.hours
  const name = locale === 'en' ? site.siteNameEn : site.siteName
  const rows = [
    {
      icon: MapPin,
      label: t('contact.address'),
      value: address ? `${site.postalCode ? `(${site.postalCode}) ` : ''}${address}` : '',
    },
    { icon: Phone, label: t('contact.phone'), value: site.phone, href: `tel:${site.phone.replace(/[^0-9+]/g, '')}` },
    { icon: Printer, label: t('contact.fax'), value: site.fax },
    { icon: Mail, label: t('contact.email'), value: site.email, href: `mailto:${site.email}` },
    { icon: Clock, label: t('contact.hours'), value: hours },
  ].filter((r) => r.value)
  return (
    <section>
      {block.heading ? <BlockHeading>{block.heading}</BlockHeading> : null}
      {block.showMap && (env.MAP_EMBED_URL || site.mapImage) ? (
        <div className="overflow-hidden rounded-xl border border-gray-200">
          {env.MAP_EMBED_URL ? (
            <iframe
              src={env.MAP_EMBED_URL}
              title={t('map.embedTitle', { name })}
              className="aspect-[16/9] w-full"
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          ) : site.mapImage ? (
            <ServerImage
              src={site.mapImage.url}
              alt={site.mapImage.alt || t('map.alt', { name })}
              width={site.mapImage.width}
              height={site.mapImage.height}
              className="h-auto w-full"
              priority
              unoptimized
            />
          ) : null}
        </div>
      ) : null}
      {rows.length ? (
        <dl className="mt-6 grid gap-x-8 gap-y-3 rounded-xl bg-gray-50 p-6 sm:grid-cols-[auto_1fr]">
          {rows.map((r) => (
            <div key={r.label} className="contents">
              <dt className="flex items-center gap-2 font-semibold text-ink">
                <r.icon aria-hidden="true" className="size-5 text-brand-700" />
                {r.label}
              </dt>
              <dd className="text-ink">
                {r.href ? (
                  <a href={r.href} className="hover:text-brand-700 hover:underline">
                    {r.value}
                  </a>
                ) : (
                  r.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <div className="mt-6">
          <PendingFacts topic="contact" locale={locale} />
        </div>
      )}
      {block.transport?.length ? (
        <>
          <h3 className="mt-10 mb-4 font-bold text-ink text-xl">{t('contact.transport')}</h3>
          <ul className="grid gap-4 md:grid-cols-2">
            {block.transport.map((item, i) => {
              const Icon = modeIcon[item.mode] ?? Bus
              return (
                <li key={item.id ?? i} className="flex gap-4 rounded-xl border border-gray-200 p-5">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <p className="font-bold text-ink">{t(`contact.${item.mode}`)}</p>
                    <p className="mt-1 whitespace-pre-line text-[15px] text-muted leading-7">{item.text}</p>
                  </div>
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
      {block.note ? <p className="mt-6 text-muted text-sm leading-6">※ {block.note}</p> : null}
    </section>
  )
}
