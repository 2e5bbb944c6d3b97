import { getTranslations } from 'next-intl/server'
import type React from 'react'
import type { Locale } from '@/i18n/locales'
import { isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { requestSitePath } from '@/lib/site-path'
import { findSection, homePage } from '@/modules/site/site-map'
import { navSection } from './build-nav'
import { Breadcrumb, SectionNav } from './section-nav'

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
 * The frame of every section (spec §2 header/footer layout): a title band with the breadcrumb and the
 * section's sub-navigation, the current page marked. The page itself renders its own <h1>.
 */
export async function SectionShell({
  sectionKey,
  params,
  children,
}: {
  sectionKey: string
  params: Promise<{ locale: string }>
  children: React.ReactNode
}) {
  const { locale: raw } = await params
  const locale: Locale = isLocale(raw) ? raw : 'ko'
  const section = findSection(sectionKey)
  if (!section) return children
  const t = await getTranslations({ locale, namespace: 'site' })
  const nav = navSection(section, locale)
  const home = { label: homePage.label[locale], href: localizedPath(locale, '/index') }
  const pathname = await requestSitePath()
  return (
    <>
      <div className="relative overflow-hidden bg-brand-900 text-white">
        <div aria-hidden="true" className="section-band-pattern absolute inset-0 opacity-40" />
        <div className="relative mx-auto max-w-7xl px-4 py-10 lg:px-6 lg:py-14">
          <Breadcrumb home={home} section={nav} label={t('breadcrumb')} pathname={pathname} />
          <p className="mt-4 font-bold text-3xl tracking-tight lg:text-4xl">{nav.label}</p>
          <p className="mt-2 text-brand-100">{sectionTaglines[sectionKey]?.[locale]}</p>
        </div>
      </div>
      <SectionNav section={nav} label={t('sectionMenu', { section: nav.label })} pathname={pathname} />
      {children}
    </>
  )
}

type SectionLayoutProps = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** The layout of a section's folder: `export default sectionLayout('carbon')`, one line per section. */
export function sectionLayout(sectionKey: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section folder when its module loads, never during a render.
  return function SectionLayout({ children, params }: SectionLayoutProps) {
    return (
      <SectionShell sectionKey={sectionKey} params={params}>
        {children}
      </SectionShell>
    )
  }
}
