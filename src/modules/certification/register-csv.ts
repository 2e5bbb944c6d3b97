import { toCsv } from '@/lib/csv'
import type { PublicCertificate } from './public-view'
import { certificateStages } from './schemes'

/**
 * 인증 현황 as published under 공공누리 제1유형 (출처표시): anyone may reuse it, naming the institute. The page says so
 * beside the download, and the answer carries the licence as a `Link` (rel="license").
 */
export const registerLicence = {
  url: 'https://www.kogl.or.kr/info/licenseType1.do',
  ko: '공공누리 제1유형: 출처표시',
  en: 'KOGL Type 1: Attribution',
} as const

const headers = {
  ko: [
    '인증번호',
    '인증종류',
    '예비/본인증',
    '등급',
    '건축물명',
    '주소',
    '시도',
    '시군구',
    '용도',
    '연면적(㎡)',
    '인증일',
    '유효기간',
    '상태',
    '처분일',
    '재발급 인증번호',
  ],
  en: [
    'Number',
    'Scheme',
    'Stage',
    'Grade',
    'Building',
    'Address',
    'Province',
    'District',
    'Use',
    'Floor area (m²)',
    'Issued on',
    'Valid until',
    'Status',
    'Status date',
    'Replaced by',
  ],
}

/** The public fields of `rows` as a CSV with a BOM and the language's headers: the columns the register shows. */
export function registerCsv(rows: PublicCertificate[], language: 'ko' | 'en'): string {
  const stage = (value: string) => certificateStages.find((s) => s.value === value)?.[language] ?? value
  return toCsv(
    headers[language],
    rows.map((row) => [
      row.number,
      row.schemeLabel,
      stage(row.stage),
      row.gradeLabel,
      row.buildingName,
      row.address,
      row.sido,
      row.sigungu,
      row.use,
      row.floorArea,
      row.issuedOn,
      row.validUntil,
      row.statusLabel,
      row.statusDate,
      row.replacedBy,
    ]),
  )
}
