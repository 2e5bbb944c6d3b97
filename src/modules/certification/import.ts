// No 'server-only': the collection's import endpoint loads this, and the CLI loads the collections.
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import type { Certificate } from '@/payload-types'
import { type ImportRefusal, type ImportRow, importRows } from './import-rows'
import { certificateData } from './record-data'
import type { CertificateBody } from './staff-api-schemas'

export type ImportReport = {
  /** Data rows read (the headings not counted). */
  total: number
  create: number
  update: number
  /** Rows whose record already says the same: an import run twice changes nothing the second time. */
  unchanged: number
  refusals: ImportRefusal[]
  /** Whether the rows were written: never on a dry run, and never while any row is refused. */
  applied: boolean
}

export const importReplacementMissing = '재발급 인증서로 적은 인증번호가 인증 현황에도 이 파일에도 없습니다.'

const replacementNumber = (record: Certificate) =>
  record.replacedBy && typeof record.replacedBy === 'object' ? record.replacedBy.number : null

/** Whether the record already holds what the row says: every field the row writes, the replacement by its number. */
function sameAs(record: Certificate, body: CertificateBody): boolean {
  const { replacedBy: _id, ...written } = certificateData(body, null)
  const normal = (value: unknown) => (value === undefined || value === '' ? null : value)
  return (
    Object.entries(written).every(([field, value]) => normal(record[field as keyof Certificate]) === normal(value)) &&
    normal(replacementNumber(record)) === normal(body.replacedBy)
  )
}

/** The stored certificates with these numbers, published or not, by number. */
async function existing(req: PayloadRequest, numbers: string[]): Promise<Map<string, Certificate>> {
  const found = new Map<string, Certificate>()
  for (let at = 0; at < numbers.length; at += 500) {
    const { docs } = await req.payload.find({
      collection: 'certificates',
      where: { number: { in: numbers.slice(at, at + 500) } },
      limit: 500,
      pagination: false,
      depth: 1,
      overrideAccess: true,
      req,
    })
    for (const doc of docs) found.set(doc.number, doc)
  }
  return found
}

/**
 * Reads a CSV of certificates and reports, row by row, what it would create, update or leave, and every refusal
 * (row, column, reason). With `apply`, and only when no row is refused, writes them all in one transaction, as the
 * caller (`req.user`), so each is in the audit log; numbers decide which record a row is, so a second run changes
 * nothing. Replacements are written before the 재발급 rows that name them.
 */
export async function importCertificates(
  req: PayloadRequest,
  text: string,
  { apply }: { apply: boolean },
): Promise<ImportReport> {
  const { rows, refusals } = importRows(text)
  const total = Math.max(
    0,
    refusals.some((r) => r.row === 1) ? 0 : new Set([...rows.map((r) => r.row), ...refusals.map((r) => r.row)]).size,
  )
  const stored = await existing(req, [
    ...new Set(rows.flatMap(({ body }) => [body.number, ...(body.replacedBy ? [body.replacedBy] : [])])),
  ])
  const inFile = new Set(rows.map(({ body }) => body.number))
  for (const { row, body } of rows)
    if (body.replacedBy && !stored.has(body.replacedBy) && !inFile.has(body.replacedBy))
      refusals.push({ row, column: '재발급 인증번호', reason: importReplacementMissing })
  refusals.sort((a, b) => a.row - b.row)

  const plan: { row: ImportRow; record: Certificate | undefined }[] = []
  let unchanged = 0
  for (const row of rows) {
    const record = stored.get(row.body.number)
    if (record && sameAs(record, row.body)) unchanged++
    else plan.push({ row, record })
  }
  const report = {
    total,
    create: plan.filter((p) => !p.record).length,
    update: plan.filter((p) => p.record).length,
    unchanged,
    refusals,
    applied: false,
  }
  if (!apply || refusals.length > 0 || plan.length === 0) return report

  // All or nothing: a half-imported register would leave staff guessing which rows are in.
  const began = await initTransaction(req)
  try {
    const ids = new Map([...stored].map(([number, record]) => [number, record.id]))
    const ordered = [...plan].sort(
      (a, b) => Number(Boolean(a.row.body.replacedBy)) - Number(Boolean(b.row.body.replacedBy)),
    )
    for (const { row, record } of ordered) {
      const replacedBy = row.body.replacedBy ? (ids.get(row.body.replacedBy) ?? null) : null
      const data = certificateData(row.body, replacedBy)
      const saved = record
        ? await req.payload.update({
            collection: 'certificates',
            id: record.id,
            data,
            req,
            overrideAccess: false,
            depth: 0,
          })
        : await req.payload.create({ collection: 'certificates', data, req, overrideAccess: false, depth: 0 })
      ids.set(saved.number, saved.id)
    }
    if (began) await commitTransaction(req)
  } catch (error) {
    if (began) await killTransaction(req)
    throw error
  }
  return { ...report, applied: true }
}
