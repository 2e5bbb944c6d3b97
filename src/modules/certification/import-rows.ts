import { certificateRefusals } from './record-rules'
import { certificateSchemes, certificateStages } from './schemes'
import { type CertificateBody, certificateBodySchema } from './staff-api-schemas'
import { certificateStatuses } from './status'

/**
 * 인증 현황 from a spreadsheet: the institute's existing register as CSV (the register's own download reads back in).
 * Each row becomes the staff API's body (`certificateBodySchema`) and meets the record's rules (`certificateRefusals`);
 * every refusal names its row, its column as the file heads it, and the reason.
 */

export type ImportRefusal = { row: number; column: string; reason: string }
export type ImportRow = { row: number; body: CertificateBody }

type Field = keyof CertificateBody

/** The headings each field is recognised by: the admin's labels, the register CSV's (Korean and English), the API's. */
const headings: Record<Field, string[]> = {
  number: ['인증번호', 'Number', 'number'],
  scheme: ['인증종류', 'Scheme', 'scheme'],
  stage: ['예비/본인증', '구분', 'Stage', 'stage'],
  grade: ['등급', 'Grade', 'grade'],
  buildingName: ['건축물명', 'Building', 'buildingName'],
  roadAddress: ['도로명주소', '주소', 'Address', 'roadAddress'],
  sido: ['시도', 'Province', 'sido'],
  sigungu: ['시군구', 'District', 'sigungu'],
  use: ['용도', 'Use', 'use'],
  floorArea: ['연면적(㎡)', '연면적', 'Floor area (m²)', 'floorArea'],
  issuedOn: ['인증일', 'Issued on', 'issuedOn'],
  validUntil: ['유효기간', '유효기간 만료일', 'Valid until', 'validUntil'],
  status: ['상태', 'Status', 'status'],
  statusDate: ['처분일', '취소·효력정지일', 'Status date', 'statusDate'],
  replacedBy: ['재발급 인증번호', '재발급 인증서', 'Replaced by', 'replacedBy'],
  published: ['공개', 'Published', 'published'],
  privateHouse: ['개인 단독주택', 'Private house', 'privateHouse'],
}

const required: Field[] = ['number', 'scheme', 'buildingName', 'roadAddress', 'sido', 'sigungu', 'use', 'issuedOn']

export const importMessages = {
  empty: '가져올 행이 없습니다. 첫 행은 머리글(인증번호, 인증종류, …)이어야 합니다.',
  missingColumn: (column: string) => `'${column}' 열이 없습니다.`,
  duplicateRow: (row: number) => `같은 인증번호가 ${row}행에도 있습니다.`,
  tooMany: (max: number) => `한 번에 ${max.toLocaleString('ko-KR')}행까지 가져올 수 있습니다.`,
  notCsv: "CSV 파일(UTF-8, 쉼표로 구분)만 가져올 수 있습니다. 엑셀에서는 'CSV UTF-8(쉼표로 분리)'로 저장해 주세요.",
  missingFile: 'CSV 파일을 골라 주세요.',
  boolean: '예/아니오(Y/N)로 적어 주세요.',
  number: '숫자로 적어 주세요.',
} as const

/** Rows one import may hold: an institute's whole register, and a bound on one request's work. */
export const maxImportRows = 20_000

/** RFC 4180 CSV: quoted cells with "" for a quote, CRLF or LF rows, a BOM ignored; blank lines dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && cell === '') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += c
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows.filter((r) => r.some((value) => value.trim() !== ''))
}

/** A value the register's CSV wrote (its formula guard `'` dropped), trimmed. */
const clean = (value: string | undefined) => (value ?? '').replace(/^'(?=[=+\-@])/, '').trim()

const byLabel = (options: readonly { value: string; ko: string; en: string }[], value: string) =>
  options.find((o) => [o.value, o.ko, o.en].some((name) => name.toLowerCase() === value.toLowerCase()))?.value ?? value

const yes = new Set(['y', 'yes', 'true', '1', '예', '공개', 'o'])
const no = new Set(['n', 'no', 'false', '0', '아니오', '아니요', '비공개', 'x'])

/** `2026.03.15`, `2026/3/15` and `2026-03-15` alike, as the record stores days. */
function day(value: string): string {
  const match = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})\.?$/.exec(value)
  return match ? `${match[1]}-${match[2]?.padStart(2, '0')}-${match[3]?.padStart(2, '0')}` : value
}

/** The grade as the scheme lists it: the CSV prints `1++등급` and `Grade 1++`, and English names for named grades. */
function grade(value: string): string {
  const english: Record<string, string> = { excellent: '최우수', 'very good': '우수', good: '우량', certified: '일반' }
  return english[value.toLowerCase()] ?? value.replace(/^grade\s+/i, '').replace(/등급$/, '')
}

/** The file's rows as API bodies, or the refusals of every row that cannot be one (rows count from 1, the headings). */
export function importRows(text: string): { total: number; rows: ImportRow[]; refusals: ImportRefusal[] } {
  const table = parseCsv(text)
  const [head, ...lines] = table
  if (!head || lines.length === 0)
    return { total: 0, rows: [], refusals: [{ row: 1, column: '', reason: importMessages.empty }] }
  if (lines.length > maxImportRows)
    return {
      total: lines.length,
      rows: [],
      refusals: [{ row: 1, column: '', reason: importMessages.tooMany(maxImportRows) }],
    }
  const names = head.map((name) => clean(name))
  const columnOf = new Map<Field, number>()
  for (const [field, accepted] of Object.entries(headings) as [Field, string[]][]) {
    const at = names.findIndex((name) => accepted.includes(name))
    if (at >= 0) columnOf.set(field, at)
  }
  const heading = (field: Field) =>
    (columnOf.has(field) ? names[columnOf.get(field) as number] : headings[field][0]) as string
  const missing = required.filter((field) => !columnOf.has(field))
  if (missing.length)
    return {
      total: lines.length,
      rows: [],
      refusals: missing.map((field) => ({
        row: 1,
        column: headings[field][0] as string,
        reason: importMessages.missingColumn(headings[field][0] as string),
      })),
    }

  const rows: ImportRow[] = []
  const refusals: ImportRefusal[] = []
  const seen = new Map<string, number>()
  lines.forEach((line, index) => {
    const row = index + 2
    const value = (field: Field) => (columnOf.has(field) ? clean(line[columnOf.get(field) as number]) : '')
    const rowRefusals: ImportRefusal[] = []
    const flag = (field: 'published' | 'privateHouse', fallback: boolean) => {
      const raw = value(field).toLowerCase()
      if (!raw) return fallback
      if (yes.has(raw)) return true
      if (no.has(raw)) return false
      rowRefusals.push({ row, column: heading(field), reason: importMessages.boolean })
      return fallback
    }
    const area = value('floorArea').replace(/[,\s]|㎡|m²/g, '')
    if (area && !Number.isFinite(Number(area)))
      rowRefusals.push({ row, column: heading('floorArea'), reason: importMessages.number })
    const input = {
      number: value('number'),
      scheme: byLabel(certificateSchemes, value('scheme')),
      stage: value('stage') ? byLabel(certificateStages, value('stage').replace(/^예비$/, '예비인증')) : undefined,
      grade: grade(value('grade')) || null,
      buildingName: value('buildingName'),
      roadAddress: value('roadAddress'),
      sido: value('sido'),
      sigungu: value('sigungu'),
      use: value('use'),
      floorArea: area && Number.isFinite(Number(area)) ? Number(area) : null,
      issuedOn: day(value('issuedOn')),
      validUntil: value('validUntil') ? day(value('validUntil')) : null,
      status: value('status') ? byLabel(certificateStatuses, value('status')) : undefined,
      statusDate: value('statusDate') ? day(value('statusDate')) : null,
      replacedBy: value('replacedBy') || null,
      published: flag('published', true),
      privateHouse: flag('privateHouse', false),
    }
    const parsed = certificateBodySchema.safeParse(input)
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        rowRefusals.push({ row, column: heading((issue.path[0] as Field) ?? 'number'), reason: issue.message })
    } else {
      const body = parsed.data
      // The record's own rules; a 재발급's replacement is looked up when the rows are applied.
      const rules = certificateRefusals({ ...body, replacedBy: body.replacedBy ? -1 : null })
      for (const refusal of rules)
        rowRefusals.push({ row, column: heading(refusal.path as Field), reason: refusal.message })
      const earlier = seen.get(body.number)
      if (earlier) rowRefusals.push({ row, column: heading('number'), reason: importMessages.duplicateRow(earlier) })
      seen.set(body.number, row)
      if (rowRefusals.length === 0) rows.push({ row, body })
    }
    refusals.push(...rowRefusals)
  })
  return { total: lines.length, rows, refusals }
}
