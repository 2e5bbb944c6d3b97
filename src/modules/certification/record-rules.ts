import { gradeFits, schemeOf } from './schemes'
import { datedStatuses, isCalendarDay } from './status'

/** 인증번호 as printed: letters, digits and hyphens, like `ZEB-2026-0123`. */
export const certificateNumberPattern = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/

export const certificateMessages = {
  number: '인증번호는 영문, 숫자, 하이픈(-)으로 3~40자여야 합니다.',
  grade: '이 인증종류에 없는 등급입니다.',
  gradeNone: '이 인증종류에는 등급이 없습니다. 등급을 비워 주세요.',
  day: '날짜는 2026-03-15처럼 연-월-일로 적어 주세요.',
  validUntil: '유효기간 만료일은 인증일보다 앞설 수 없습니다.',
  statusDate: '취소·효력정지는 그 날짜를 함께 적어 주세요.',
  replacedBy: '재발급은 새로 발급한 인증서를 골라 주세요(자기 자신은 고를 수 없습니다).',
} as const

/** The same messages for English API clients (src/modules/api/english.ts). */
export const certificateMessagesEn: Record<keyof typeof certificateMessages, string> = {
  number: 'The certificate number must be 3 to 40 letters, digits or hyphens (-).',
  grade: 'This grade does not exist for this scheme.',
  gradeNone: 'This scheme has no grades. Leave the grade empty.',
  day: 'Write dates as year-month-day, e.g. 2026-03-15.',
  validUntil: 'The end of validity cannot be before the date of issue.',
  statusDate: 'A revoked or suspended certificate needs the date it took effect.',
  replacedBy: 'A reissued certificate needs its replacement (not itself).',
}

export type CertificateInput = {
  id?: number | string
  number?: string | null
  scheme?: string | null
  grade?: string | null
  issuedOn?: string | null
  validUntil?: string | null
  status?: string | null
  statusDate?: string | null
  replacedBy?: number | string | { id: number | string } | null
}

type Refusal = { path: keyof CertificateInput; message: string }

/** Everything wrong with a certificate as a whole, field by field (fields alone are checked by their own rules). */
export function certificateRefusals(record: CertificateInput): Refusal[] {
  const refusals: Refusal[] = []
  if (record.number != null && !certificateNumberPattern.test(record.number))
    refusals.push({ path: 'number', message: certificateMessages.number })
  if (record.scheme && schemeOf(record.scheme) && !gradeFits(record.scheme, record.grade || null))
    refusals.push({
      path: 'grade',
      message: schemeOf(record.scheme)?.grades.length ? certificateMessages.grade : certificateMessages.gradeNone,
    })
  for (const path of ['issuedOn', 'validUntil', 'statusDate'] as const)
    if (record[path] && !isCalendarDay(record[path])) refusals.push({ path, message: certificateMessages.day })
  if (record.issuedOn && record.validUntil && record.validUntil < record.issuedOn)
    refusals.push({ path: 'validUntil', message: certificateMessages.validUntil })
  if (datedStatuses.includes(record.status as never) && !record.statusDate)
    refusals.push({ path: 'statusDate', message: certificateMessages.statusDate })
  if (record.status === 'reissued') {
    const replacement = typeof record.replacedBy === 'object' ? record.replacedBy?.id : record.replacedBy
    if (replacement == null || String(replacement) === String(record.id))
      refusals.push({ path: 'replacedBy', message: certificateMessages.replacedBy })
  }
  return refusals
}
