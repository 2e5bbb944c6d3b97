import { BlockHeading, type BlockOf } from '@/components/cms/block-heading'
import { KeptText } from '@/components/layout/kept-text'
import type { Locale } from '@/i18n/locales'

export function formatAsOf(value: string, locale: Locale): string {
  const date = new Date(value)
  if (locale === 'en') return date.toLocaleDateString('en-CA', { timeZone: 'Asia/Seoul' })
  const [y, m, d] = date.toLocaleDateString('en-CA', { timeZone: 'Asia/Seoul' }).split('-')
  return `${y}. ${Number(m)}. ${Number(d)}.`
}

/**
 * A data table with a caption and its as-of date (기준일). It is as wide as its words need: a table of two or three
 * columns fits a phone, and a wider one scrolls sideways in its own region. Words break only where they would overflow
 * (not anywhere, as the page's text may), so a cell never splits "1,000㎡" to fit a narrower column.
 */
export function TableBlockView({ block, locale }: { block: BlockOf<'table'>; locale: Locale }) {
  const asOfLabel = locale === 'en' ? 'As of' : '기준일'
  return (
    <section>
      {block.heading ? <BlockHeading>{block.heading}</BlockHeading> : null}
      <section
        className="overflow-x-auto rounded-lg border border-gray-200 print:overflow-visible"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label={block.caption}
      >
        <table className="w-full wrap-break-word border-collapse text-left text-[15px]">
          <caption className="border-gray-200 border-b bg-gray-50 px-4 py-3 text-left">
            <span className="font-semibold text-ink">{block.caption}</span>
            <span className="ml-2 text-muted text-sm">
              ({asOfLabel} <time dateTime={block.asOf.slice(0, 10)}>{formatAsOf(block.asOf, locale)}</time>)
            </span>
          </caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              {(block.columns ?? []).map((c, i) => (
                <th key={c.id ?? i} scope="col" className="px-3 py-3 font-semibold sm:px-4">
                  <KeptText text={c.label} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(block.rows ?? []).map((row, r) => (
              <tr key={row.id ?? r} className="border-gray-100 border-t">
                {(row.cells ?? []).map((cell, c) =>
                  c === 0 ? (
                    <th key={cell.id ?? c} scope="row" className="px-3 py-3 font-semibold text-ink sm:px-4">
                      <KeptText text={cell.value} />
                    </th>
                  ) : (
                    <td key={cell.id ?? c} className="px-3 py-3 text-ink sm:px-4">
                      <KeptText text={cell.value} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {block.note ? <p className="mt-3 text-muted text-sm leading-6">※ {block.note}</p> : null}
    </section>
  )
}
