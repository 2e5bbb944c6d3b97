import 'server-only'
import type { Payload } from 'payload'
import { toCsv } from '@/lib/csv'
import { itemLabel, visitCountKinds } from './kinds'
import { visitorRows } from './report'

export const visitorCsvHeader = ['날짜', '구분', '항목', '방문자', '페이지뷰·유입']

const kindLabel = new Map<string, string>(visitCountKinds.map((k) => [k.value, k.label]))

/**
 * The period's counts as a spreadsheet: one line per day, kind and item, Korean headers, UTF-8 with a BOM so Excel
 * reads the Korean (`toCsv`). For referrers the last column counts entries; for the rest it counts page views.
 */
export async function visitorStatsCsv(payload: Payload, days: number, now = new Date()): Promise<string> {
  const rows = await visitorRows(payload, days, now)
  return toCsv(
    visitorCsvHeader,
    rows.map((r) => [r.day, kindLabel.get(r.kind) ?? r.kind, itemLabel(r.kind, r.item), r.visitors, r.views]),
  )
}
