import 'server-only'
import type { Payload, Sort, Where } from 'payload'
import { literalSearchWhere } from '@/modules/boards/literal-search'
import { koreanDay } from '@/modules/time/korea'
import { type PublicCertificate, publicCertificate } from './public-view'
import type { RegisterSort } from './register-sorts'
import type { CertificateStatus } from './status'
import { findPublishedCertificate, publishedCertificates } from './verify'

export type RegisterQuery = {
  pageNo: number
  pageSize: number
  scheme?: string
  grade?: string
  sido?: string
  sigungu?: string
  use?: string
  year?: number
  status?: CertificateStatus
  searchText?: string
  sort: RegisterSort
}

export type RegisterPage = {
  rows: PublicCertificate[]
  pageNo: number
  pageSize: number
  totalPages: number
  totalCount: number
}

/**
 * 상태 as the public reads it (`effectiveStatus`): 만료 is also 유효 past its last day, and 유효 only up to it. Written
 * as a query so counts and pages agree with what each row says.
 */
function statusWhere(status: CertificateStatus, today: string): Where {
  if (status === 'expired')
    return {
      or: [
        { status: { equals: 'expired' } },
        { and: [{ status: { equals: 'valid' } }, { validUntil: { less_than: today } }] },
      ],
    }
  if (status === 'valid')
    return {
      and: [
        { status: { equals: 'valid' } },
        {
          or: [
            { validUntil: { exists: false } },
            { validUntil: { equals: '' } },
            { validUntil: { greater_than_equal: today } },
          ],
        },
      ],
    }
  return { status: { equals: status } }
}

/** The conditions of a register query: published records, the filters, and the search on name or number. */
async function registerWhere(payload: Payload, query: Omit<RegisterQuery, 'pageNo' | 'pageSize' | 'sort'>, now: Date) {
  const and: Where[] = [publishedCertificates]
  for (const field of ['scheme', 'grade', 'sido', 'sigungu', 'use'] as const) {
    const value = query[field]
    if (value) and.push({ [field]: { equals: value } })
  }
  if (query.year)
    and.push(
      { issuedOn: { greater_than_equal: `${query.year}-01-01` } },
      { issuedOn: { less_than_equal: `${query.year}-12-31` } },
    )
  if (query.status) and.push(statusWhere(query.status, koreanDay(now)))
  if (query.searchText) {
    // A private house is listed as 단독주택: its real name is never matched, or a search would reveal it. Its number is
    // shown, so it is found by that. Literal matches only: `%` and `_` are characters here, never wildcards.
    const base = [...and]
    const publicName: Where = { privateHouse: { not_equals: true } }
    and.push({
      or: [
        {
          and: [
            publicName,
            await literalSearchWhere(
              payload,
              'certificates',
              [...base, publicName],
              ['buildingName'],
              query.searchText,
            ),
          ],
        },
        await literalSearchWhere(payload, 'certificates', base, ['number'], query.searchText),
      ],
    })
  }
  return and
}

/** The published certificates matching `query`, one page of their public fields. */
export async function listRegister(
  payload: Payload,
  query: RegisterQuery,
  options: { language?: 'ko' | 'en'; now?: Date } = {},
): Promise<RegisterPage> {
  const now = options.now ?? new Date()
  const and = await registerWhere(payload, query, now)
  const found = await payload.find({
    collection: 'certificates',
    overrideAccess: true,
    where: { and },
    sort: [query.sort, '-id'] as Sort,
    page: query.pageNo,
    limit: query.pageSize,
    depth: 1,
  })
  return {
    rows: found.docs.map((doc) => publicCertificate(doc, { language: options.language, now })),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalPages: found.totalPages,
    totalCount: found.totalDocs,
  }
}

/** One published certificate by its number, or null (unknown and unpublished alike). */
export async function findRegisterEntry(
  payload: Payload,
  number: string,
  options: { language?: 'ko' | 'en'; now?: Date } = {},
): Promise<PublicCertificate | null> {
  const record = await findPublishedCertificate(payload, { number: { equals: number } })
  return record ? publicCertificate(record, options) : null
}

/** Rows a CSV holds at most: the whole register of an institute, and a bound on what one request may ask for. */
export const registerExportLimit = 100_000

/** Every published certificate matching `query` (up to `registerExportLimit`), in its order, for the CSV. */
export async function registerRows(
  payload: Payload,
  query: Omit<RegisterQuery, 'pageNo' | 'pageSize'>,
  options: { language?: 'ko' | 'en'; now?: Date } = {},
): Promise<PublicCertificate[]> {
  const now = options.now ?? new Date()
  const found = await payload.find({
    collection: 'certificates',
    overrideAccess: true,
    where: { and: await registerWhere(payload, query, now) },
    sort: [query.sort, '-id'] as Sort,
    limit: registerExportLimit,
    pagination: false,
    depth: 1,
  })
  return found.docs.map((doc) => publicCertificate(doc, { language: options.language, now }))
}
