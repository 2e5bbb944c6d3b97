import 'server-only'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDbOf, rawRows } from '@/lib/raw-sql'
import { memoUntilContentChange } from '@/modules/site/content-memo'
import { certificateSchemes, gradeLabel, schemeOf } from './schemes'

export type YearCount = { year: number; count: number }
export type GradeCount = { grade: string; label: string; count: number }
export type RegisterStatistics = {
  total: number
  /** Every year from the first certificate to the last, oldest first; a year without one counts 0. */
  byYear: YearCount[]
  /** The scheme's grades, best first, each with its count (0 too); empty for a scheme without grades, or all schemes. */
  byGrade: GradeCount[]
  /** Certificates per scheme, in the schemes' order. */
  byScheme: { scheme: string; label: string; count: number }[]
}

/**
 * Published certificates counted by the database: by year of 인증일, by scheme, and by grade within one scheme (a
 * grade means something only within its scheme: 우수 in G-SEED is not 우수 in BF).
 */
export async function registerStatistics(
  payload: Payload,
  { scheme, language }: { scheme?: string; language: 'ko' | 'en' },
): Promise<RegisterStatistics> {
  const db = rawDbOf(payload)
  const onlyScheme = scheme ? sql` AND scheme = ${scheme}` : sql``
  const [years, schemes, grades] = await Promise.all([
    rawRows(
      db,
      sql`SELECT substr(issued_on, 1, 4) AS year, COUNT(*) AS count FROM certificates WHERE published = true${onlyScheme} GROUP BY substr(issued_on, 1, 4)`,
    ),
    rawRows(db, sql`SELECT scheme, COUNT(*) AS count FROM certificates WHERE published = true GROUP BY scheme`),
    scheme
      ? rawRows(
          db,
          sql`SELECT grade, COUNT(*) AS count FROM certificates WHERE published = true AND scheme = ${scheme} GROUP BY grade`,
        )
      : Promise.resolve([]),
  ])
  const yearCounts = new Map(years.map((row) => [Number(row.year), Number(row.count)]))
  const known = [...yearCounts.keys()].filter(Number.isInteger)
  const byYear: YearCount[] = []
  if (known.length) {
    for (let year = Math.min(...known); year <= Math.max(...known); year++)
      byYear.push({ year, count: yearCounts.get(year) ?? 0 })
  }
  const schemeCounts = new Map(schemes.map((row) => [String(row.scheme), Number(row.count)]))
  const gradeCounts = new Map(grades.map((row) => [String(row.grade ?? ''), Number(row.count)]))
  const gradesOfScheme = (scheme ? (schemeOf(scheme)?.grades ?? []) : []) as readonly string[]
  return {
    total: byYear.reduce((sum, row) => sum + row.count, 0),
    byYear,
    byGrade: gradesOfScheme.map((grade) => ({
      grade,
      label: gradeLabel(grade, language),
      count: gradeCounts.get(grade) ?? 0,
    })),
    byScheme: certificateSchemes.map((s) => ({
      scheme: s.value,
      label: s[language],
      count: schemeCounts.get(s.value) ?? 0,
    })),
  }
}

/** The statistics kept in memory until content changes, one entry per scheme and language. */
export function memoRegisterStatistics(
  payload: Payload,
  { scheme, language }: { scheme?: string; language: 'ko' | 'en' },
): Promise<RegisterStatistics> {
  const known = scheme && schemeOf(scheme) ? scheme : ''
  return memoUntilContentChange(`certificate-statistics:${known}:${language}`, () =>
    registerStatistics(payload, { scheme: known || undefined, language }),
  )()
}
