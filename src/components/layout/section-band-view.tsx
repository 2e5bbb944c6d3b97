import type { NavLink, NavSection } from './nav-types'
import { Breadcrumb, SectionNav } from './section-nav'

export type SectionBandViewProps = {
  home: NavLink
  section: NavSection
  tagline: string
  pathname: string
  labels: { breadcrumb: string; sectionMenu: string }
}

/**
 * A section's title band with the breadcrumb, then the section's sub-navigation with the current page marked.
 * Markup from props only (no data, no server APIs): see ./layout-views.ts for why.
 */
export function SectionBandView({ home, section, tagline, pathname, labels }: SectionBandViewProps) {
  return (
    <>
      <div className="relative overflow-hidden bg-brand-900 text-white print:hidden">
        <div aria-hidden="true" className="section-band-pattern absolute inset-0 opacity-40" />
        <div className="relative mx-auto max-w-7xl px-4 py-10 lg:px-6 lg:py-14">
          <Breadcrumb home={home} section={section} label={labels.breadcrumb} pathname={pathname} />
          <p className="mt-4 font-bold text-3xl tracking-tight lg:text-4xl">{section.label}</p>
          <p className="mt-2 text-brand-100">{tagline}</p>
        </div>
      </div>
      <SectionNav section={section} label={labels.sectionMenu} pathname={pathname} />
    </>
  )
}
