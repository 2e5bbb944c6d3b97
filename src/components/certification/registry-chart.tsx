/** One bar per row, as wide as its share of the largest; decorative, since the table beside it holds the same numbers. */
export function BarChart({
  rows,
  valueText,
}: {
  rows: { key: string; label: string; count: number }[]
  valueText: (count: number) => string
}) {
  const max = Math.max(1, ...rows.map((row) => row.count))
  return (
    <ul aria-hidden="true" className="mt-4 space-y-2">
      {rows.map((row) => (
        <li key={row.key} className="grid grid-cols-[6.5rem_1fr] items-center gap-3 text-sm sm:grid-cols-[11rem_1fr]">
          <span className="truncate text-ink" title={row.label}>
            {row.label}
          </span>
          <span className="flex items-center gap-2">
            <span
              className="block h-5 rounded-sm bg-brand-700"
              style={{ width: `${Math.max(row.count > 0 ? 1 : 0, (row.count / max) * 85)}%` }}
            />
            <span className="whitespace-nowrap text-muted tabular-nums">{valueText(row.count)}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The chart's numbers as a table, for every reader and for copying. */
export function CountTable({
  caption,
  header,
  countHeader,
  rows,
  totalText,
}: {
  caption: string
  header: string
  countHeader: string
  rows: { key: string; label: string; count: number }[]
  totalText: string
}) {
  return (
    <table className="mt-4 w-full max-w-xl border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-gray-300 border-b bg-gray-50">
          <th scope="col" className="px-3 py-2 font-semibold">
            {header}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            {countHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-gray-200 border-b">
            <th scope="row" className="px-3 py-2 font-normal">
              {row.label}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{row.count.toLocaleString('ko-KR')}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2} className="px-3 py-2 text-right font-medium">
            {totalText}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
