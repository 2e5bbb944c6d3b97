/**
 * CSV for spreadsheets. A cell starting with = + - @ (or a tab/CR) would run as a formula in Excel or Sheets,
 * so it is prefixed with an apostrophe; every cell is quoted. The BOM makes Excel read the Korean as UTF-8.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
