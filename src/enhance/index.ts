// The site's own browser script: every behaviour public pages need once they are on screen, without React.
// Public pages go out without Next's client runtime (docs/decisions/0017-public-pages-without-react.md); their
// server components render complete, usable markup with `data-enhance` hooks, and the modules here attach the
// behaviour that markup cannot have by itself (menus, the slider, popups, forms that answer without a reload, printing).
// Each enhancement finds its own elements and is idempotent, so running all of them on every page is safe.
import { enhanceHeroSlider } from './hero-slider'
import { enhanceLanguageLinks } from './language-links'
import { enhanceMegaMenu } from './mega-menu'
import { enhanceMobileNav } from './mobile-nav'
import { enhancePopupLayer } from './popup-layer'
import { enhancePrintButtons } from './print-button'
import { enhanceSectionNav } from './section-nav'
import { enhanceSubscribeForms } from './subscribe-form'
import { enhanceViewCounter } from './view-counter'
import { enhanceVisitBeacon } from './visit-beacon'

const enhancements: ((root: Document) => void)[] = [
  enhanceMegaMenu,
  enhanceMobileNav,
  enhanceSectionNav,
  enhancePrintButtons,
  enhanceLanguageLinks,
  enhanceSubscribeForms,
  enhanceHeroSlider,
  enhancePopupLayer,
  enhanceViewCounter,
  enhanceVisitBeacon,
]

for (const enhance of enhancements) {
  try {
    enhance(document)
  } catch (error) {
    // One broken behaviour must not take the others down with it; the markup still works without it.
    console.error(error)
  }
}

// The register's filter is loaded only on the register: no other page pays for it.
if (document.querySelector('[data-enhance="registry"]'))
  import('./registry-filter').then(({ enhanceRegistry }) => enhanceRegistry(document)).catch(console.error)
