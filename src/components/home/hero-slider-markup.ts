/**
 * The markup contract between the home page's HeroSlider (rendered on the server) and src/enhance/hero-slider.ts
 * (the browser script that moves it). Plain TypeScript so both sides import it: the names are written once.
 */

/** The `data-enhance` name on the slider's root. */
export const heroSliderHook = 'hero-slider'

/** How long a slide stays before the next one comes, while the slider plays. */
export const AUTOPLAY_MS = 6000

/**
 * Class names the slides carried under Swiper. They have no styles any more; they stay because the browser tests
 * find the slide on screen as `.swiper-slide-active` (exactly one at a time) and the others as `.swiper-slide`.
 */
export const slideClass = 'swiper-slide'
export const activeSlideClass = 'swiper-slide-active'

/** The parts of the slider the script looks for, each marked with `data-hero-slider="{part}"`. */
export type HeroSliderPart =
  | 'track'
  | 'slide'
  | 'controls'
  | 'counter'
  | 'progress'
  | 'prev'
  | 'next'
  | 'toggle'
  | 'play-icon'
  | 'pause-icon'

export const heroSliderPart = (part: HeroSliderPart) => ({ 'data-hero-slider': part })
export const heroSliderSelector = (part: HeroSliderPart) => `[data-hero-slider="${part}"]`

/** The toggle button carries both of its names, so the script can switch between them without the translations. */
export const playLabelAttribute = 'data-label-play'
export const pauseLabelAttribute = 'data-label-pause'

/** "03 / 05" as the counter beside the buttons shows it. */
export const counterText = (index: number, total: number) =>
  `${String(index + 1).padStart(2, '0')} / ${String(total).padStart(2, '0')}`

/** The progress bar's width for the slide at `index`. */
export const progressWidth = (index: number, total: number) => `${((index + 1) / total) * 100}%`
