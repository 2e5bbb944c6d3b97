import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'

/**
 * English names of the Q&A categories the site starts with, for a category whose 영문 이름 staff have not filled.
 * A category staff add without an English name shows its Korean name on the English site, as other content without
 * a translation does.
 */
const englishNames: Record<string, string> = {
  '건축물 에너지효율등급': 'Building energy efficiency rating',
  제로에너지건축물: 'Zero energy building',
  '녹색건축(G-SEED)': 'Green building (G-SEED)',
  'BF 인증': 'Barrier-free (BF) certification',
  '안전·에너지 진단': 'Safety and energy audit',
  기타: 'Other',
}

/** The category's name on a page in `locale`: its 영문 이름 on English pages, when staff gave one. */
export const qnaCategoryName = (name: string, locale: Locale, nameEn?: string | null): string =>
  locale === 'en' ? nameEn?.trim() || englishNames[name] || name : name

/**
 * Names categories, known by their Korean name, for a page in `locale`. English pages read every category's 영문 이름
 * once (hidden ones too: an older question keeps its category); Korean pages need no query.
 */
export async function qnaCategoryNamer(payload: Payload, locale: Locale): Promise<(name: string) => string> {
  if (locale !== 'en') return (name) => name
  const { docs } = await payload.find({
    collection: 'qna-categories',
    limit: 500,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true, nameEn: true },
  })
  const given = new Map(docs.map((doc) => [doc.name, doc.nameEn ?? null]))
  return (name) => qnaCategoryName(name, locale, given.get(name))
}
