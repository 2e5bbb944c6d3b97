import { claim } from './hooks'

/**
 * Below the desktop layout a section's sub-navigation is a strip wider than the screen, scrolled sideways
 * (src/components/layout/section-nav.tsx). It opens scrolled to the current page's tab (centred where the strip
 * allows), so the visitor sees where they are, and a ‹ or › button shows on each side that has more tabs behind it;
 * the buttons scroll by most of a screen. Only the strip scrolls, never the page. From the desktop layout up the tabs
 * wrap, the strip does not scroll and the buttons stay hidden.
 */
export function enhanceSectionNav(root: Document): void {
  for (const strip of claim(root, 'section-nav')) {
    const box = strip.parentElement
    const back = box?.querySelector<HTMLButtonElement>('[data-section-scroll="back"]')
    const forward = box?.querySelector<HTMLButtonElement>('[data-section-scroll="forward"]')
    const update = () => {
      const end = strip.scrollWidth - strip.clientWidth
      if (back) back.hidden = strip.scrollLeft <= 1
      if (forward) forward.hidden = strip.scrollLeft >= end - 1
    }
    const current = strip.querySelector<HTMLElement>('[aria-current="page"]')
    if (current && strip.scrollWidth > strip.clientWidth) {
      // The strip is positioned, so offsetLeft is measured from its own left edge.
      strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2
    }
    const step = (direction: 1 | -1) => () => {
      const smooth = !root.defaultView?.matchMedia('(prefers-reduced-motion: reduce)').matches
      strip.scrollBy({ left: direction * strip.clientWidth * 0.75, behavior: smooth ? 'smooth' : 'auto' })
    }
    back?.addEventListener('click', step(-1))
    forward?.addEventListener('click', step(1))
    strip.addEventListener('scroll', update, { passive: true })
    root.defaultView?.addEventListener('resize', update, { passive: true })
    // Web fonts and a phone turned sideways change how much of the strip fits.
    root.fonts?.ready.then(update, () => {})
    update()
  }
}
