/**
 * What a row of `visit-counts` counts. `total` is the day (item `all`); `page` a site path; `referrer` the entry
 * referrer host of a visit (`(direct)` when there was none); `device` mobile/tablet/desktop; `locale` ko/en.
 */
export const visitCountKinds = [
  { label: '전체', value: 'total' },
  { label: '페이지', value: 'page' },
  { label: '유입 경로', value: 'referrer' },
  { label: '기기', value: 'device' },
  { label: '언어', value: 'locale' },
] as const

export type VisitCountKind = (typeof visitCountKinds)[number]['value']

export const totalItem = 'all'
/** The referrer item of entries without an external referrer (typed address, bookmark, app, stripped referrer). */
export const directItem = '(direct)'

export const deviceLabels: Record<string, string> = { mobile: '모바일', tablet: '태블릿', desktop: '데스크톱' }
export const localeLabels: Record<string, string> = { ko: '한국어', en: 'English' }
export const directLabel = '직접 방문·알 수 없음'

/** A readable item: device and language names in Korean, the day's total and direct entries spelled out. */
export function itemLabel(kind: string, item: string): string {
  if (kind === 'total' && item === totalItem) return '전체'
  if (kind === 'referrer' && item === directItem) return directLabel
  if (kind === 'device') return deviceLabels[item] ?? item
  if (kind === 'locale') return localeLabels[item] ?? item
  return item
}
