import type { Locale } from '@/i18n/locales'

/**
 * English names of the board categories the site starts with: the notice board's 분류 and the 구분 (record type) of
 * the performance records the seed creates (src/seed/boards.ts). Boards keep their categories as plain Korean
 * strings, and filters and query strings keep using them; only the label a visitor reads on an English page changes.
 * A category staff add later shows its Korean name on the English site, as other content without a translation does.
 */
const englishNames: Record<string, string> = {
  // 공지사항 (notice board) categories
  공지: 'Notice',
  교육: 'Training',
  행사: 'Event',
  // 인증·평가 실적 (certification records)
  '제로에너지건축물 본인증': 'Zero Energy Building main certification',
  '제로에너지건축물 예비인증': 'Zero Energy Building preliminary certification',
  '녹색건축 인증(G-SEED)': 'Green building certification (G-SEED)',
  '녹색건축 예비인증(G-SEED)': 'Green building preliminary certification (G-SEED)',
  'BF 본인증': 'Barrier-free (BF) main certification',
  '교육시설 안전인증': 'Education facility safety certification',
  // 엔지니어링 실적 (engineering records)
  '건축물 정밀안전진단': 'Building precision safety diagnosis',
  '에너지 진단': 'Energy audit',
  '기계설비 성능점검': 'Mechanical equipment inspection',
  '그린리모델링 사업계획': 'Green remodelling project plan',
  '열수송관 안전진단': 'Heat pipe safety diagnosis',
  '건축물 관리점검': 'Building management inspection',
  // R&D 실적 (R&D records)
  '국가 R&D': 'National R&D',
  '정책 연구': 'Policy research',
}

/** The category's name on a page in `locale`: its English name on English pages when the site knows one. */
export const boardCategoryName = (name: string, locale: Locale): string =>
  locale === 'en' ? (englishNames[name] ?? name) : name

/**
 * Filter options for categories stored as `values`: the value stays the stored name (so the filter keeps matching),
 * the label is the name for `locale`, ordered by that label as a reader of the page would look for it.
 */
export const boardCategoryOptions = (values: readonly string[], locale: Locale) =>
  values
    .map((value) => ({ value, label: boardCategoryName(value, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale))
