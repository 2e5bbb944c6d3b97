import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { RegistryLinks, StatusBadge } from '@/components/certification/registry-parts'
import { certificationTexts, fill } from '@/components/certification/texts'
import { certificateRows } from '@/components/certification/verification-result'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-styles'
import { routeLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { registryEntryPath, registryPage, verifyPage } from '@/modules/certification/pages'
import { findRegisterEntry } from '@/modules/certification/register'
import { pageMetadata } from '@/modules/site/metadata'

type Props = { params: Promise<{ locale: string; number: string }> }

/** The number as staff typed it; an escape that does not decode is a number no certificate has. */
async function numberOf(params: Props['params']): Promise<string | null> {
  const raw = (await params).number
  try {
    const number = decodeURIComponent(raw)
    return number.length > 0 && number.length <= 40 ? number : null
  } catch {
    return null
  }
}

async function entryOf(params: Props['params'], locale: 'ko' | 'en') {
  const number = await numberOf(params)
  return number ? findRegisterEntry(await getPayloadClient(), number, { language: locale }) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const entry = await entryOf(params, locale)
  if (!entry) return {}
  return pageMetadata({
    locale,
    path: registryEntryPath(entry.number),
    title: `${entry.buildingName} (${entry.number})`,
    description: `${entry.schemeLabel} ${entry.gradeLabel} · ${entry.statusLabel}`.replace(/\s+/g, ' '),
  })
}

/** One certificate of the register: its public fields, and the way to check a document against it. */
export default async function CertificateEntryPage({ params }: Props) {
  const locale = await routeLocale(params)
  setRequestLocale(locale)
  const entry = await entryOf(params, locale)
  if (!entry) notFound()
  const texts = await certificationTexts()
  const r = texts.registry
  const verifyHref = `${localizedPath(locale, `/${verifyPage.path}`)}?${new URLSearchParams({ number: entry.number, issuedOn: entry.issuedOn })}`
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 lg:px-6">
      <p className="text-brand-700">{entry.schemeLabel}</p>
      <h1 className="mt-1 break-keep font-bold text-3xl text-ink tracking-tight lg:text-4xl">{entry.buildingName}</h1>
      <p className="mt-3">
        <StatusBadge certificate={entry} />
      </p>
      <RegistryLinks locale={locale} texts={r} current={null} />
      <dl className="mt-8 grid gap-x-8 gap-y-3 border-gray-800 border-t-2 pt-6 sm:grid-cols-[max-content_1fr]">
        {certificateRows(entry, texts).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="break-keep text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {entry.replacedBy ? (
        <p className="mt-6 font-medium">
          <a
            href={localizedPath(locale, registryEntryPath(entry.replacedBy))}
            className="text-brand-700 underline underline-offset-2"
          >
            {fill(r.replacedByLink, { number: entry.replacedBy })}
          </a>
        </p>
      ) : null}
      <p className="mt-8 max-w-3xl break-keep text-muted">{r.detailLead}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={verifyHref} className={primaryButtonClass}>
          {r.verifyThis}
        </a>
        <a href={localizedPath(locale, `/${registryPage.path}`)} className={secondaryButtonClass}>
          {r.toRegistry}
        </a>
      </div>
    </div>
  )
}
