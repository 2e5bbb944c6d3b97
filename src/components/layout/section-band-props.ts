import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { requestSitePath } from '@/lib/site-path'
import { findSection, homePage } from '@/modules/site/site-map'
import { navSection } from './build-nav'
import type { SectionBandViewProps } from './section-band-view'

const sectionTaglines: Record<string, { ko: string; en: string }> = {
  company: { ko: '녹색 기술로 건축물의 내일을 설계합니다', en: 'Designing tomorrow’s buildings with green technology' },
  certification: { ko: '법령에 따른 공정하고 정확한 인증', en: 'Fair and accurate certification under Korean law' },
  diagnosis: {
    ko: '안전하고 효율적인 건축물을 위한 진단과 기술지원',
    en: 'Diagnosis and engineering for safe, efficient buildings',
  },
  carbon: { ko: '건물과 산업의 탄소중립 여정을 함께합니다', en: 'Partnering on the path to carbon neutrality' },
  rnd: { ko: '현장에서 검증되는 에너지·신재생 기술 연구', en: 'Energy and renewables research proven in the field' },
  performance: { ko: '인증·엔지니어링·연구 수행 실적', en: 'Our certification, engineering and research record' },
  media: { ko: '기술원의 소식과 현장의 질문에 답합니다', en: 'News from the institute and answers from the field' },
  policy: { ko: '방문자의 개인정보를 소중히 다룹니다', en: 'How we protect your personal information' },
}

/**
 * What a section's title band (./section-band-view.tsx) shows for this request: the breadcrumb, the section's
 * sub-navigation with the current page, its tagline. Null for a key that names no section.
 */
export async function sectionBandProps(sectionKey: string, locale: Locale): Promise<SectionBandViewProps | null> {
  const section = findSection(sectionKey)
  if (!section) return null
  const t = await getTranslations({ locale, namespace: 'site' })
  return {
    home: { label: homePage.label[locale], href: localizedPath(locale, '/index') },
    section: navSection(section, locale),
    tagline: sectionTaglines[sectionKey]?.[locale] ?? '',
    pathname: await requestSitePath(),
    labels: { breadcrumb: t('breadcrumb'), sectionMenu: t('sectionMenu', { section: section.label[locale] }) },
  }
}
