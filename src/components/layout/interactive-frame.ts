import { frameLayout, sectionLayoutWith } from './page-frame'
import { SectionBandView } from './section-band-view'
import { SiteFooterView } from './site-footer-view'
import { SiteHeaderView } from './site-header-view'

/**
 * The frame of the public pages whose client components hydrate (forms with dialogs, one-time tokens): the route
 * group `(interactive)`. Same markup as ./document-frame.ts, as server components: a client component's code goes
 * into the JavaScript of every page of its layout, and these pages load that JavaScript.
 */
const views = { SiteHeaderView, SiteFooterView, SectionBandView }

export const interactiveLayout = frameLayout(views, { hydrates: true })

export const interactiveSectionLayout = (sectionKey: string) => sectionLayoutWith(views, sectionKey)
