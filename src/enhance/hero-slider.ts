// The home page's main visual, moved in the browser. The markup (src/components/home/hero-slider.tsx) stands on
// its first slide with the others inert; this shows the controls and moves it as Swiper did before: every 6 s
// unless the visitor prefers reduced motion, a pause/play button, previous/next buttons, arrow keys, looping.
import {
  AUTOPLAY_MS,
  activeSlideClass,
  counterText,
  heroSliderHook,
  heroSliderSelector,
  pauseLabelAttribute,
  playLabelAttribute,
  progressWidth,
} from '@/components/home/hero-slider-markup'
import { claim } from './hooks'

/** A horizontal finger movement shorter than this is a tap or a wobble, not a swipe. */
const SWIPE_PX = 40

export function enhanceHeroSlider(root: Document): void {
  for (const slider of claim(root, heroSliderHook)) attach(slider)
}

/**
 * Moves a slide to `slot` widths from the viewport's left edge (0: on screen, -1 and 1: just off either side).
 * Slides sit side by side in a flex row, slide `index` at `index` widths, hence the difference.
 */
function place(slide: HTMLElement, index: number, slot: number, animate: boolean): void {
  slide.style.transition = animate ? '' : 'none'
  slide.style.transform = `translateX(${(slot - index) * 100}%)`
}

function attach(slider: HTMLElement): void {
  const part = <T extends HTMLElement = HTMLElement>(name: Parameters<typeof heroSliderSelector>[0]) =>
    slider.querySelector<T>(heroSliderSelector(name))
  const slides = [...slider.querySelectorAll<HTMLElement>(heroSliderSelector('slide'))]
  const track = part('track')
  const controls = part('controls')
  const prev = part<HTMLButtonElement>('prev')
  const next = part<HTMLButtonElement>('next')
  const toggle = part<HTMLButtonElement>('toggle')
  const counter = part('counter')
  const progress = part('progress')
  const playIcon = part('play-icon')
  const pauseIcon = part('pause-icon')
  // One slide (no controls are rendered for it) never moves; markup that is not what we expect is left standing.
  if (slides.length < 2 || !track || !controls || !prev || !next || !toggle) return
  const total = slides.length

  let current = Math.max(
    0,
    slides.findIndex((slide) => slide.classList.contains(activeSlideClass)),
  )
  let playing = false
  let timer: ReturnType<typeof setTimeout> | undefined
  // Autoplay waits while the mouse is over the slider and while keyboard focus is in a slide: a link being read
  // or about to be followed must not slide away (and turn inert under the visitor's focus).
  const holds = new Set<'hover' | 'focus'>()

  const schedule = () => {
    clearTimeout(timer)
    timer = playing && holds.size === 0 ? setTimeout(() => move(1), AUTOPLAY_MS) : undefined
  }

  const show = (to: number, direction: 1 | -1) => {
    const from = current
    const outgoing = slides[from]
    const incoming = slides[to]
    if (to === from || !outgoing || !incoming) return
    const hadFocus = outgoing.contains(document.activeElement)
    // The incoming slide is put just off the side it comes from, the others out of the way, without animation;
    // reading the layout commits that before both visible slides animate, so a loop from the last slide to the
    // first slides on forwards instead of rushing back past all the others.
    slides.forEach((slide, index) => {
      if (index !== from) place(slide, index, index === to ? direction : 1, false)
    })
    void track.offsetWidth
    place(incoming, to, 0, true)
    place(outgoing, from, -direction, true)
    current = to
    slides.forEach((slide, index) => {
      const shown = index === to
      slide.classList.toggle(activeSlideClass, shown)
      slide.toggleAttribute('inert', !shown)
      slide.setAttribute('aria-hidden', String(!shown))
    })
    if (counter) counter.textContent = counterText(to, total)
    if (progress) progress.style.width = progressWidth(to, total)
    if (hadFocus) {
      // Focus was in the slide that just went inert: give it to the slide that replaced it, not to the page.
      incoming.tabIndex = -1
      incoming.focus({ preventScroll: true })
    }
    schedule()
  }
  const move = (direction: 1 | -1) => show((current + direction + total) % total, direction)

  const setPlaying = (on: boolean) => {
    playing = on
    toggle.setAttribute('aria-label', toggle.getAttribute(on ? pauseLabelAttribute : playLabelAttribute) ?? '')
    if (playIcon) playIcon.hidden = on
    if (pauseIcon) pauseIcon.hidden = !on
    // While it moves by itself, screen readers are not told of each slide (they would talk over the page); while
    // it stands, a slide the visitor asked for is read out.
    track.setAttribute('aria-live', on ? 'off' : 'polite')
    schedule()
  }
  const hold = (reason: 'hover' | 'focus', on: boolean) => {
    if (on) holds.add(reason)
    else holds.delete(reason)
    schedule()
  }

  prev.addEventListener('click', () => move(-1))
  next.addEventListener('click', () => move(1))
  toggle.addEventListener('click', () => setPlaying(!playing))

  // Arrow keys while focus is in the slider (its links or buttons); with a modifier they are the browser's.
  slider.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    move(event.key === 'ArrowRight' ? 1 : -1)
  })

  slider.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse') hold('hover', true)
  })
  slider.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse') hold('hover', false)
  })
  track.addEventListener('focusin', () => hold('focus', true))
  track.addEventListener('focusout', (event) => {
    if (!track.contains(event.relatedTarget as Node | null)) hold('focus', false)
  })

  // A swipe across the slide on a touch screen moves it, as Swiper let phones do.
  let touch: { id: number; x: number; y: number } | null = null
  track.addEventListener('pointerdown', (event) => {
    if (event.pointerType !== 'mouse' && event.isPrimary)
      touch = { id: event.pointerId, x: event.clientX, y: event.clientY }
  })
  track.addEventListener('pointerup', (event) => {
    if (!touch || touch.id !== event.pointerId) return
    const dx = event.clientX - touch.x
    const dy = event.clientY - touch.y
    touch = null
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1)
  })
  track.addEventListener('pointercancel', () => {
    touch = null
  })

  controls.hidden = false
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)')
  setPlaying(!reducedMotion.matches)
  // Turned on while the page is open: stop, and stay stopped (the visitor can still press play).
  reducedMotion.addEventListener('change', () => {
    if (reducedMotion.matches) setPlaying(false)
  })
}
