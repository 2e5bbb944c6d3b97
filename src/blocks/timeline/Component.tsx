import { BlockHeading, type BlockOf } from '@/components/cms/block-heading'
import { KeptText } from '@/components/layout/kept-text'
import { PendingFacts } from '@/components/layout/pending-facts'
import type { Locale } from '@/i18n/locales'

/** History grouped by year, newest first; a short notice while staff have not entered any entry. */
export async function TimelineBlockView({ block, locale }: { block: BlockOf<'timeline'>; locale: Locale }) {
  const byYear = new Map<number, { month?: number | null; text: string; id?: string | null }[]>()
  for (const entry of block.entries ?? []) {
    byYear.set(entry.year, [...(byYear.get(entry.year) ?? []), entry])
  }
  const years = [...byYear.keys()].sort((a, b) => b - a)
  if (!years.length) {
    return (
      <section>
        {block.heading ? <BlockHeading>{block.heading}</BlockHeading> : null}
        <PendingFacts topic="history" locale={locale} />
      </section>
    )
  }
  return (
    <section>
      {block.heading ? <BlockHeading>{block.heading}</BlockHeading> : null}
      <ol className="relative border-brand-100 border-l-2 pl-6 sm:ml-4">
        {years.map((year) => (
          <li key={year} className="relative pb-8 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[33px] size-4 rounded-full border-4 border-white bg-brand-600 shadow"
            />
            <h3 className="font-bold text-2xl text-brand-800">{year}</h3>
            <ul className="mt-2 space-y-1.5">
              {(byYear.get(year) ?? [])
                .sort((a, b) => (b.month ?? 0) - (a.month ?? 0))
                .map((e, i) => (
                  <li key={e.id ?? i} className="flex gap-3 text-[15px] leading-7">
                    <span className="w-10 shrink-0 font-semibold text-muted">
                      {e.month ? `${String(e.month).padStart(2, '0')}월` : ''}
                    </span>
                    <span className="text-ink">
                      <KeptText text={e.text} />
                    </span>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}
