import { koreanDay } from '@/modules/time/korea'

/**
 * 상태 of a certificate. Staff set 취소, 효력정지 and 재발급; 만료 follows 유효기간 by itself: a certificate stored as
 * 유효 whose last valid day has passed (in Korea) reads 만료 everywhere at once, and the nightly job writes it down.
 */
export const certificateStatuses = [
  { value: 'valid', ko: '유효', en: 'Valid' },
  { value: 'expired', ko: '만료', en: 'Expired' },
  { value: 'revoked', ko: '취소', en: 'Revoked' },
  { value: 'suspended', ko: '효력정지', en: 'Suspended' },
  { value: 'reissued', ko: '재발급', en: 'Reissued' },
] as const
export type CertificateStatus = (typeof certificateStatuses)[number]['value']
export const statusValues = certificateStatuses.map((s) => s.value) as [CertificateStatus, ...CertificateStatus[]]

/** Statuses that need the day they took effect, shown with the verification result. */
export const datedStatuses: readonly CertificateStatus[] = ['revoked', 'suspended']

export const statusLabel = (status: CertificateStatus, language: 'ko' | 'en'): string =>
  certificateStatuses.find((s) => s.value === status)?.[language] ?? status

type Dated = { status?: string | null; validUntil?: string | null }

/** The status as of `now`: 유효 past its last valid day reads 만료; every other status stays as staff set it. */
export function effectiveStatus(record: Dated, now: Date = new Date()): CertificateStatus {
  const status = (record.status ?? 'valid') as CertificateStatus
  if (status === 'valid' && record.validUntil && record.validUntil < koreanDay(now)) return 'expired'
  return status
}

/** `YYYY-MM-DD` that is a real calendar day. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
