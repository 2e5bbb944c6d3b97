import 'server-only'
import type { Payload } from 'payload'
import { toCsv } from '@/lib/csv'
import { koreaZoneLabel } from '@/modules/time/korea'
import { itemLabel, visitCountKinds } from './kinds'
import { visitorRows } from './report'

// The day is a Korean calendar day, named so in the header like every time column staff download.
export const visitorCsvHeader = [`날짜 (${koreaZoneLabel})`, '구분', '항목', '방문자', '페이지뷰·유입']

const kindLabel = new Map<string, string>(visitCountKinds.map((k) => [k.value, k.label]))

/**
 * The period's counts as a spreadsheet: one line per day, kind and item, Korean headers, UTF-8 with a BOM so Excel
 * reads the Korean (`toCsv`). For referrers the last column counts entries; for the rest it counts page views.
 */
export async function visitorStatsCsv(payload: Payload, period: { from: string; to: string }): Promise<string> {
  const rows = await visitorRows(payload, period)
  return toCsv(
    visitorCsvHeader,
    rows.map((r) => [r.day, kindLabel.get(r.kind) ?? r.kind, itemLabel(r.kind, r.item), r.visitors, r.views]),
  )
}
