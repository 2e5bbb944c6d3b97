import { frameLayout, sectionLayoutWith } from './page-frame'
import { SectionBandView, SiteFooterView, SiteHeaderView } from './static-views'

/**
 * The frame of the public pages that are documents: the route group `(main)`, every public page but the few that
 * hydrate (./interactive-frame.ts). Its header, footer and section band are client components that no browser runs
 * (./static-views.ts says why).
 */
const views = { SiteHeaderView, SiteFooterView, SectionBandView }

export const documentLayout = frameLayout(views, { hydrates: false })

export const sectionLayout = (sectionKey: string) => sectionLayoutWith(views, sectionKey)
