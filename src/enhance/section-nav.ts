import { claim } from './hooks'

/**
 * On a phone a section's sub-navigation is a strip wider than the screen, scrolled sideways. It opens scrolled to the
 * current page's tab (centred where the strip allows), so the visitor sees where they are instead of a tab cut at
 * the right edge. Only the strip scrolls, never the page.
 */
export function enhanceSectionNav(root: Document): void {
  for (const strip of claim(root, 'section-nav')) {
    const current = strip.querySelector<HTMLElement>('[aria-current="page"]')
    if (!current || strip.scrollWidth <= strip.clientWidth) continue
    // The strip is positioned, so offsetLeft is measured from its own left edge.
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2
  }
}
