import 'server-only'
import type { Payload, Where } from 'payload'
import { toCsv } from '@/lib/csv'
import { koreanDateTime, koreaZoneLabel } from '@/modules/time/korea'
import { type subscriberStatuses, subscriberStatusLabels } from './api-schemas'

type Status = (typeof subscriberStatuses)[number]
type Filter = { status?: Status; searchText?: string }

function whereOf(filter: Filter): Where {
  const and: Where[] = []
  if (filter.status) and.push({ status: { equals: filter.status } })
  // PostgreSQL cannot compare text with a NUL in it, and no stored address holds one.
  const q = filter.searchText?.replaceAll('\u0000', '').trim()
  if (q) and.push({ or: [{ email: { contains: q.toLowerCase() } }, { name: { contains: q } }] })
  return and.length ? { and } : {}
}

const rowOf = (doc: {
  id: number | string
  email: string
  name?: string | null
  status?: string | null
  createdAt: string
  confirmedAt?: string | null
  unsubscribedAt?: string | null
}) => {
  const status = (doc.status ?? 'pending') as Status
  return {
    id: String(doc.id),
    email: doc.email,
    name: doc.name ?? '',
    status,
    statusLabel: subscriberStatusLabels[status] ?? status,
    createdAt: doc.createdAt,
    confirmedAt: doc.confirmedAt ?? null,
    unsubscribedAt: doc.unsubscribedAt ?? null,
  }
}

/** Staff list of subscribers, newest first. The caller has checked the subscribers read right. */
export async function listSubscribers(payload: Payload, query: Filter & { pageNo: number; pageSize: number }) {
  const result = await payload.find({
    collection: 'subscribers',
    where: whereOf(query),
    sort: '-createdAt',
    page: query.pageNo,
    limit: query.pageSize,
    depth: 0,
    overrideAccess: true,
  })
  return {
    rows: result.docs.map(rowOf),
    pageNo: result.page ?? query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.max(1, result.totalPages),
    totalCount: result.totalDocs,
  }
}

/** Every matching subscriber as CSV (formula-looking cells neutralised), read in pages to bound memory. */
export async function subscribersCsv(payload: Payload, filter: Filter): Promise<string> {
  const rows: unknown[][] = []
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'subscribers',
      where: whereOf(filter),
      sort: 'createdAt',
      page,
      limit: 500,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of result.docs) {
      const row = rowOf(doc)
      // Korean wall-clock time, the zone named in the header: staff read these in a spreadsheet, not as UTC.
      rows.push([
        row.email,
        row.name,
        row.statusLabel,
        koreanDateTime(row.createdAt),
        koreanDateTime(row.confirmedAt),
        koreanDateTime(row.unsubscribedAt),
      ])
    }
    if (!result.hasNextPage) break
  }
  const zone = ` (${koreaZoneLabel})`
  return toCsv(['이메일', '이름', '상태', `신청 일시${zone}`, `확인 일시${zone}`, `해지 일시${zone}`], rows)
}
