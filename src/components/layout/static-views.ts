'use client'

/**
 * The header, footer and section band as client components, for the pages that never hydrate (./document-frame.ts).
 *
 * The markup is the same either way: these views are functions of their props. As server components, each of their
 * elements goes through React's server render into the flight data, is read back and rendered again as HTML: the
 * header alone is about 300 elements, handled three times on every render. As client components only their props go
 * into the flight data, and the HTML render builds the elements once. A content page's render costs about a quarter
 * less CPU (docs/decisions/0033-layout-views-as-client-components.md).
 *
 * No browser runs this code on those pages: they go out without Next's scripts (decision 0017), and the behaviour of
 * the menus, the language links and the newsletter form comes from src/enhance. So nothing here may rely on state or
 * effects: a view renders its first state, and that is the page.
 */
export { SectionBandView } from './section-band-view'
export { SiteFooterView } from './site-footer-view'
export { SiteHeaderView } from './site-header-view'
