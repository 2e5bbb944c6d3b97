import type { Locale } from '@/i18n/locales'

/**
 * English names of the Q&A categories the site starts with. Categories are staff content with one name; a category
 * staff add or rename later shows its own name on the English site too, as other content without a translation does.
 */
const englishNames: Record<string, string> = {
  '건축물 에너지효율등급': 'Building energy efficiency rating',
  제로에너지건축물: 'Zero energy building',
  '녹색건축(G-SEED)': 'Green building (G-SEED)',
  'BF 인증': 'Barrier-free (BF) certification',
  '안전·에너지 진단': 'Safety and energy audit',
  기타: 'Other',
}

/** The category's name on a page in `locale`. */
export const qnaCategoryName = (name: string, locale: Locale): string =>
  locale === 'en' ? (englishNames[name] ?? name) : name
