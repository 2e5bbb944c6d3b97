/**
 * The one map of the public site: sections, their pages, labels in both locales and paths. Header,
 * mega menu, mobile navigation, section sub-navigation, breadcrumbs, the footer, the /sitemap page and
 * sitemap.xml all read it, so a page added here appears everywhere at once.
 */
import { registryPage, verifyPage } from '@/modules/certification/pages'

export type Label = { ko: string; en: string }

export type SitePage = {
  /** Site path without leading slash, e.g. `company/about`. */
  path: string
  label: Label
  /** `cms`: content from the pages collection; `board`: rendered by the boards feature; `app`: built in code. */
  source: 'cms' | 'board' | 'app'
  /** Has an English version of its content (others fall back to Korean with a notice). */
  translated?: boolean
  /** Kept off the menus (still in the sitemap), e.g. the earlier privacy policies. */
  hiddenFromMenu?: boolean
}

export type SiteSection = { key: string; label: Label; pages: SitePage[] }

export const sitePathPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/

const cms = (path: string, ko: string, en: string, extra: Partial<SitePage> = {}): SitePage => ({
  path,
  label: { ko, en },
  source: 'cms',
  ...extra,
})
const board = (path: string, ko: string, en: string): SitePage => ({ path, label: { ko, en }, source: 'board' })

export const siteSections: SiteSection[] = [
  {
    key: 'company',
    label: { ko: '기관소개', en: 'About' },
    pages: [
      cms('company/about', '인사말·기관소개', 'About the Institute', { translated: true }),
      cms('company/history', '연혁', 'History', { translated: true }),
      cms('company/group', '조직도·연락처', 'Organisation & Contacts', { translated: true }),
      cms('company/ci', 'CI 소개', 'Corporate Identity', { translated: true }),
      cms('company/location', '오시는 길', 'Location', { translated: true }),
    ],
  },
  {
    key: 'certification',
    label: { ko: '인증업무', en: 'Certification' },
    pages: [
      cms('certification/certification01', '건축물 에너지효율등급', 'Building Energy Efficiency Rating', {
        translated: true,
      }),
      cms('certification/certification02', '제로에너지건축물(ZEB)', 'Zero Energy Building (ZEB)', { translated: true }),
      cms('certification/certification08', '녹색건축인증(G-SEED)', 'Green Building Certification (G-SEED)', {
        translated: true,
      }),
      cms('certification/certification03', '에너지절약형 친환경주택', 'Energy-Saving Eco-Friendly Housing', {
        translated: true,
      }),
      cms('certification/certification04', '장애물 없는 생활환경(BF)', 'Barrier-Free Living Environment', {
        translated: true,
      }),
      cms('certification/certification05', '교육시설 안전인증', 'Education Facility Safety', { translated: true }),
      cms('certification/certification06', 'KOLAS 공인시험기관', 'KOLAS Accredited Test Lab', { translated: true }),
      cms('certification/certification07', '탄소중립 건축물', 'Carbon-Neutral Buildings', { translated: true }),
      registryPage,
      verifyPage,
    ],
  },
  {
    key: 'diagnosis',
    label: { ko: '진단·기술지원', en: 'Diagnosis' },
    pages: [
      cms('diagnosis/diagnosis01', '건축물 안전진단', 'Building Safety Diagnosis'),
      cms('diagnosis/diagnosis02', '건축물 관리점검', 'Building Management Inspection'),
      cms('diagnosis/diagnosis03', '에너지진단', 'Energy Audit'),
      cms('diagnosis/diagnosis04', '기계설비 성능점검', 'Mechanical Equipment Inspection'),
      cms('diagnosis/diagnosis05', '열수송관 안전진단', 'Heat Pipe Safety Diagnosis'),
      cms('diagnosis/diagnosis06', '성능개선·그린리모델링', 'Performance Improvement & Green Remodelling'),
    ],
  },
  {
    key: 'carbon',
    label: { ko: '탄소중립', en: 'Carbon Neutrality' },
    pages: [
      cms('carbon/carbon01', '탄소중립 컨설팅', 'Carbon Neutrality Consulting'),
      cms('carbon/carbon02', '배출권거래제 대응', 'Emissions Trading'),
      cms('carbon/carbon03', '국내외 사업개발', 'Domestic & Overseas Projects'),
    ],
  },
  {
    key: 'rnd',
    label: { ko: '연구개발', en: 'R&D' },
    pages: [
      cms('rnd/rnd01', '연구개발 소개', 'Research & Development'),
      cms('rnd/rnd02', '에너지 분야', 'Energy'),
      cms('rnd/rnd03', '에너지관리시스템(EMS)', 'Energy Management Systems'),
      cms('rnd/rnd04', '신재생에너지 분야', 'Renewable Energy'),
    ],
  },
  {
    key: 'performance',
    label: { ko: '실적', en: 'Performance' },
    pages: [
      board('performance/performance', '전체 실적', 'All Records'),
      board('performance/performance01', '인증·평가', 'Certification & Evaluation'),
      board('performance/performance02', '엔지니어링', 'Engineering'),
      board('performance/performance03', 'R&D', 'R&D'),
    ],
  },
  {
    key: 'media',
    label: { ko: '미디어센터', en: 'Media Centre' },
    pages: [
      board('media/media01', '공지사항', 'Notices'),
      board('media/media02', '현장 Q&A', 'Field Q&A'),
      board('media/media03', '뉴스레터', 'Newsletter'),
      board('media/media04', '채용정보', 'Careers'),
    ],
  },
  {
    key: 'policy',
    label: { ko: '정책', en: 'Policies' },
    pages: [
      cms('policy/policy01', '개인정보처리방침', 'Privacy Policy', { translated: true }),
      cms('policy/policy02', '이전 개인정보처리방침', 'Earlier Privacy Policies', { translated: true }),
      cms('policy/policy03', '이메일무단수집거부', 'No Unauthorised E-mail Collection', { translated: true }),
    ],
  },
]

/** Sections shown in the header's mega menu (policies live in the footer). */
export const menuSections = siteSections.filter((s) => s.key !== 'policy')

export const homePage: SitePage = { path: 'index', label: { ko: '홈', en: 'Home' }, source: 'app', translated: true }
export const sitemapPage: SitePage = {
  path: 'sitemap',
  label: { ko: '사이트맵', en: 'Site Map' },
  source: 'app',
  translated: true,
}

/** 통합검색: reached from the header's search box, so it is in no menu and not in the sitemap. */
export const searchPage: SitePage = {
  path: 'search',
  label: { ko: '통합검색', en: 'Search' },
  source: 'app',
  translated: true,
  hiddenFromMenu: true,
}

export const allPages: SitePage[] = siteSections.flatMap((s) => s.pages)
export const cmsPages: SitePage[] = allPages.filter((p) => p.source === 'cms')

export function findSection(key: string): SiteSection | undefined {
  return siteSections.find((s) => s.key === key)
}

/**
 * The page a section's own address (`company`, `media`, …) leads to: its first page in the menu, as the mega menu
 * and the breadcrumb link the section. Undefined for any other path.
 */
export function sectionEntryPage(sitePath: string): SitePage | undefined {
  const section = findSection(sitePath.replace(/^\/+|\/+$/g, ''))
  return section?.pages.find((page) => !page.hiddenFromMenu) ?? section?.pages[0]
}

/** The section and page of a site path; a board's sub-pages (view/…, add-write) belong to the board page. */
export function locate(path: string): { section: SiteSection; page: SitePage } | undefined {
  const clean = path.replace(/^\/+|\/+$/g, '')
  for (const section of siteSections) {
    const page = section.pages
      .filter((p) => clean === p.path || clean.startsWith(`${p.path}/`))
      .sort((a, b) => b.path.length - a.path.length)[0]
    if (page) return { section, page }
  }
  return undefined
}

/** Home › section › page, as labels and site paths (the section links to its first page). */
export function breadcrumb(path: string, locale: keyof Label): { label: string; path: string }[] {
  const found = locate(path)
  const trail = [{ label: homePage.label[locale], path: homePage.path }]
  if (!found) return trail
  const first = found.section.pages[0] ?? found.page
  trail.push({ label: found.section.label[locale], path: first.path })
  trail.push({ label: found.page.label[locale], path: found.page.path })
  return trail
}
