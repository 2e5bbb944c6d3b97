import 'server-only'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDbOf, rawRows } from '@/lib/raw-sql'
import { memoUntilContentChange } from '@/modules/site/content-memo'
import { certificateSchemes, schemeOf } from './schemes'

/** What the register's selects offer: the values published certificates have, so no choice leads to an empty list. */
export type RegisterFacets = {
  sidos: string[]
  /** Every 시군구 with its 시도, in order: the select groups them, so it works before a 시도 is chosen. */
  sigungus: { sido: string; sigungu: string }[]
  uses: string[]
  /** Newest first. */
  years: number[]
  /** Grades in their schemes' order, each once (the same grade, 우수, serves several schemes). */
  grades: string[]
}

const values = (rows: Record<string, unknown>[], column: string) =>
  rows.map((row) => String(row[column] ?? '')).filter(Boolean)

/**
 * Distinct values of the published certificates, one small indexed query each. Private houses count too: their 시도
 * and 시군구 are public, and only their name and street address are kept back.
 */
export async function registerFacets(payload: Payload, filter: { scheme?: string }): Promise<RegisterFacets> {
  const db = rawDbOf(payload)
  const [sidos, sigungus, uses, years, grades] = await Promise.all([
    rawRows(db, sql`SELECT DISTINCT sido FROM certificates WHERE published = true ORDER BY sido`),
    rawRows(db, sql`SELECT DISTINCT sido, sigungu FROM certificates WHERE published = true ORDER BY sido, sigungu`),
    rawRows(db, sql`SELECT DISTINCT "use" FROM certificates WHERE published = true ORDER BY "use"`),
    rawRows(
      db,
      sql`SELECT DISTINCT substr(issued_on, 1, 4) AS year FROM certificates WHERE published = true ORDER BY year DESC`,
    ),
    rawRows(
      db,
      filter.scheme
        ? sql`SELECT DISTINCT grade FROM certificates WHERE published = true AND scheme = ${filter.scheme}`
        : sql`SELECT DISTINCT grade FROM certificates WHERE published = true`,
    ),
  ])
  const present = new Set(values(grades, 'grade'))
  const ordered = [...new Set(certificateSchemes.flatMap((scheme) => scheme.grades as readonly string[]))]
  return {
    sidos: values(sidos, 'sido'),
    sigungus: sigungus.map((row) => ({ sido: String(row.sido ?? ''), sigungu: String(row.sigungu ?? '') })),
    uses: values(uses, 'use'),
    years: values(years, 'year')
      .map(Number)
      .filter((year) => Number.isInteger(year)),
    grades: ordered.filter((grade) => present.has(grade)),
  }
}

/**
 * The facets kept in memory until content changes (a certificate's save marks content changed), one entry per scheme:
 * five scans of the register on every render of the page would cost more than the list itself.
 */
export function memoRegisterFacets(payload: Payload, filter: { scheme?: string }): Promise<RegisterFacets> {
  const scheme = filter.scheme && schemeOf(filter.scheme) ? filter.scheme : ''
  return memoUntilContentChange(`certificate-facets:${scheme}`, () =>
    registerFacets(payload, { scheme: scheme || undefined }),
  )()
}
