// @vitest-environment happy-dom
import { type AbstractIntlMessages, createTranslator } from 'next-intl'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type HeroSlide, HeroSlider } from '@/components/home/hero-slider'
import { enhanceHeroSlider } from '@/enhance/hero-slider'
import { messages as ko } from '@/i18n/messages/ko/index'

// The labels as the home page builds them (src/app/(site)/[locale]/(main)/index/page.tsx).
// Untyped, as the site's pages load the messages (src/i18n/request.ts).
const t = createTranslator({ locale: 'ko', messages: ko as unknown as AbstractIntlMessages, namespace: 'site' }) as (
  key: string,
  values?: Record<string, string | number>,
) => string
const labels = {
  region: t('home.sliderLabel'),
  pause: t('home.pause'),
  play: t('home.play'),
  prev: t('home.prev'),
  next: t('home.next'),
  more: t('home.more'),
  slideOf: t('home.slideOf', { index: '{{index}}', total: '{{slidesLength}}' }),
}

const slide = (n: number): HeroSlide => ({
  id: n,
  title: `슬라이드 제목 ${n}`,
  caption: n === 1 ? '첫 슬라이드 설명' : null,
  alt: `배너 ${n}`,
  href: `/media/media01/${n}`,
  target: n === 2 ? '_blank' : '_self',
  pc: { url: `/pc-${n}.webp`, width: 1920, height: 640 },
  mobile: { url: `/mobile-${n}.webp`, width: 768, height: 1024 },
})

/** The home page's slider as the server sends it, in the document. */
function renderSlider(count: number, preferMobile = false) {
  const slides = Array.from({ length: count }, (_, i) => slide(i + 1))
  document.body.innerHTML = `<main>${renderToStaticMarkup(createElement(HeroSlider, { slides, labels, preferMobile }))}</main><a href="/elsewhere">다른 곳</a>`
}

const region = () => document.querySelector<HTMLElement>('section[aria-label="주요 소식"]') as HTMLElement
const slideEls = () => [...document.querySelectorAll<HTMLElement>('[role="group"][aria-roledescription="slide"]')]
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)
/** The title a sighted visitor reads: the one slide marked active, as the browser tests find it. */
const shownTitle = () => {
  const active = document.querySelectorAll('.swiper-slide-active')
  expect(active).toHaveLength(1)
  return active[0]?.querySelector('h2')?.textContent
}
const isInert = (el: Element) => el.closest('[inert]') !== null

/** A stand-in for the visitor's motion setting that the test can change while the page is open. */
function motionPreference(reduce: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    matches: reduce,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList)
  return {
    set(value: boolean) {
      query.matches = value
      for (const listener of listeners) listener()
    },
  }
}

const key = (target: Element, key: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
const pointer = (target: Element, type: string, init: PointerEventInit) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: type !== 'pointerenter' && type !== 'pointerleave', ...init }))

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('the hero slider as the server renders it', () => {
  it('stands on the first slide with the others out of reach, and shows no controls that could not work', () => {
    renderSlider(3)
    expect(region().getAttribute('aria-roledescription')).toBe('carousel')
    expect(slideEls().map((s) => s.getAttribute('aria-label'))).toEqual([
      '3개 중 1번째 슬라이드',
      '3개 중 2번째 슬라이드',
      '3개 중 3번째 슬라이드',
    ])
    expect(shownTitle()).toBe('슬라이드 제목 1')
    expect(slideEls().map(isInert)).toEqual([false, true, true])
    expect(slideEls().map((s) => s.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true'])
    // Without the script nothing moves, so there is nothing to pause: the buttons stay hidden.
    expect(button('이전 슬라이드')?.closest('[hidden]')).not.toBeNull()
    expect(button('자동 넘김 시작')?.closest('[hidden]')).not.toBeNull()
  })

  it('loads the first image at once and the others lazily, the device’s own image first', () => {
    renderSlider(2, true)
    const images = [...document.querySelectorAll('img')]
    expect(images.map((img) => [img.getAttribute('src'), img.getAttribute('loading')])).toEqual([
      ['/mobile-1.webp', 'eager'],
      ['/mobile-2.webp', 'lazy'],
    ])
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high')
    const sources = [...(document.querySelector('picture')?.querySelectorAll('source') ?? [])]
    expect(sources.map((s) => [s.getAttribute('media'), s.getAttribute('srcset')])).toEqual([
      ['(max-width: 767px)', '/mobile-1.webp'],
      ['(min-width: 768px)', '/pc-1.webp'],
    ])
    const links = [...document.querySelectorAll('main a')]
    expect(links.map((a) => [a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['_self', null],
      ['_blank', 'noopener noreferrer'],
    ])
  })
})

describe('enhanceHeroSlider', () => {
  it('shows the controls and plays, with the button named for pausing', () => {
    motionPreference(false)
    renderSlider(3)
    enhanceHeroSlider(document)
    expect(button('이전 슬라이드')?.closest('[hidden]')).toBeNull()
    expect(button('자동 넘김 멈춤')).not.toBeNull()
    expect(button('자동 넘김 시작')).toBeNull()
    vi.advanceTimersByTime(5999)
    expect(shownTitle()).toBe('슬라이드 제목 1')
    vi.advanceTimersByTime(1)
    expect(shownTitle()).toBe('슬라이드 제목 2')
    vi.advanceTimersByTime(6000)
    expect(shownTitle()).toBe('슬라이드 제목 3')
    // After the last slide comes the first again.
    vi.advanceTimersByTime(6000)
    expect(shownTitle()).toBe('슬라이드 제목 1')
  })

  it('moves to the next slide and makes the one it left inert', () => {
    motionPreference(true)
    renderSlider(3)
    enhanceHeroSlider(document)
    button('다음 슬라이드')?.click()
    expect(shownTitle()).toBe('슬라이드 제목 2')
    expect(slideEls().map(isInert)).toEqual([true, false, true])
    expect(slideEls().map((s) => s.getAttribute('aria-hidden'))).toEqual(['true', 'false', 'true'])
    // Every link outside the slide on screen is out of the keyboard's reach.
    for (const link of document.querySelectorAll('.swiper-slide:not(.swiper-slide-active) a')) {
      expect(isInert(link)).toBe(true)
    }
    expect(region().querySelector('[data-hero-slider="counter"]')?.textContent).toBe('02 / 03')
  })

  it('puts the slide on screen at the left edge of the view and the one it left just off to the side it went', () => {
    motionPreference(true)
    renderSlider(3)
    enhanceHeroSlider(document)
    // Slides sit side by side, slide i at i widths; its transform moves it from there.
    const offsets = () =>
      slideEls().map((s, i) => i * 100 + Number(/translateX\((-?\d+)%\)/.exec(s.style.transform)?.[1] ?? 0))
    button('다음 슬라이드')?.click()
    expect(offsets()).toEqual([-100, 0, 100])
    button('다음 슬라이드')?.click()
    expect(offsets()).toEqual([100, -100, 0])
    // From the last slide on to the first: the first comes in from the right, as the next one always does.
    button('다음 슬라이드')?.click()
    expect(offsets()).toEqual([0, 100, -100])
    button('이전 슬라이드')?.click()
    expect(offsets()).toEqual([100, 100, 0])
  })

  it('loops backwards from the first slide to the last', () => {
    motionPreference(true)
    renderSlider(3)
    enhanceHeroSlider(document)
    button('이전 슬라이드')?.click()
    expect(shownTitle()).toBe('슬라이드 제목 3')
    button('다음 슬라이드')?.click()
    expect(shownTitle()).toBe('슬라이드 제목 1')
  })

  it('stops moving by itself once paused, and goes on when played again', () => {
    motionPreference(false)
    renderSlider(3)
    enhanceHeroSlider(document)
    button('자동 넘김 멈춤')?.click()
    expect(button('자동 넘김 시작')).not.toBeNull()
    vi.advanceTimersByTime(30_000)
    expect(shownTitle()).toBe('슬라이드 제목 1')
    button('자동 넘김 시작')?.click()
    expect(button('자동 넘김 멈춤')).not.toBeNull()
    vi.advanceTimersByTime(6000)
    expect(shownTitle()).toBe('슬라이드 제목 2')
  })

  it('shows the icon of what the button does', () => {
    motionPreference(false)
    renderSlider(2)
    enhanceHeroSlider(document)
    const icons = () =>
      ['play-icon', 'pause-icon'].map((part) =>
        region().querySelector(`[data-hero-slider="${part}"]`)?.hasAttribute('hidden'),
      )
    expect(icons()).toEqual([true, false])
    button('자동 넘김 멈춤')?.click()
    expect(icons()).toEqual([false, true])
  })

  it('does not move by itself for a visitor who prefers reduced motion', () => {
    motionPreference(true)
    renderSlider(3)
    enhanceHeroSlider(document)
    expect(button('자동 넘김 시작')).not.toBeNull()
    vi.advanceTimersByTime(30_000)
    expect(shownTitle()).toBe('슬라이드 제목 1')
  })

  it('stops when the visitor turns reduced motion on while the page is open', () => {
    const motion = motionPreference(false)
    renderSlider(3)
    enhanceHeroSlider(document)
    motion.set(true)
    expect(button('자동 넘김 시작')).not.toBeNull()
    vi.advanceTimersByTime(30_000)
    expect(shownTitle()).toBe('슬라이드 제목 1')
  })

  it('moves with the arrow keys while focus is in the slider, and leaves them alone elsewhere', () => {
    motionPreference(true)
    renderSlider(3)
    enhanceHeroSlider(document)
    const next = button('다음 슬라이드') as HTMLButtonElement
    next.focus()
    key(next, 'ArrowRight')
    expect(shownTitle()).toBe('슬라이드 제목 2')
    key(next, 'ArrowLeft')
    key(next, 'ArrowLeft')
    expect(shownTitle()).toBe('슬라이드 제목 3')
    const elsewhere = document.querySelector('a[href="/elsewhere"]') as HTMLElement
    elsewhere.focus()
    expect(key(elsewhere, 'ArrowRight')).toBe(true)
    expect(shownTitle()).toBe('슬라이드 제목 3')
  })

  it('keeps the focus in the slider when the slide holding it moves away', () => {
    motionPreference(true)
    renderSlider(3)
    enhanceHeroSlider(document)
    const link = slideEls()[0]?.querySelector('a') as HTMLAnchorElement
    link.focus()
    key(link, 'ArrowRight')
    expect(document.activeElement).toBe(slideEls()[1])
  })

  it('waits while the mouse is over it or a slide has keyboard focus', () => {
    motionPreference(false)
    renderSlider(3)
    enhanceHeroSlider(document)
    pointer(region(), 'pointerenter', { pointerType: 'mouse' })
    vi.advanceTimersByTime(30_000)
    expect(shownTitle()).toBe('슬라이드 제목 1')
    pointer(region(), 'pointerleave', { pointerType: 'mouse' })
    vi.advanceTimersByTime(6000)
    expect(shownTitle()).toBe('슬라이드 제목 2')
    // Still playing: the button says so.
    expect(button('자동 넘김 멈춤')).not.toBeNull()

    const link = slideEls()[1]?.querySelector('a') as HTMLAnchorElement
    link.focus()
    vi.advanceTimersByTime(30_000)
    expect(shownTitle()).toBe('슬라이드 제목 2')
    link.blur()
    vi.advanceTimersByTime(6000)
    expect(shownTitle()).toBe('슬라이드 제목 3')
  })

  it('follows a horizontal swipe on a touch screen, not a vertical one', () => {
    motionPreference(true)
    renderSlider(3)
    enhanceHeroSlider(document)
    const target = slideEls()[0] as HTMLElement
    const swipe = (from: [number, number], to: [number, number]) => {
      pointer(target, 'pointerdown', {
        pointerType: 'touch',
        isPrimary: true,
        pointerId: 7,
        clientX: from[0],
        clientY: from[1],
      })
      pointer(target, 'pointerup', {
        pointerType: 'touch',
        isPrimary: true,
        pointerId: 7,
        clientX: to[0],
        clientY: to[1],
      })
    }
    swipe([300, 200], [300, 400])
    expect(shownTitle()).toBe('슬라이드 제목 1')
    swipe([300, 200], [100, 210])
    expect(shownTitle()).toBe('슬라이드 제목 2')
    swipe([100, 200], [300, 190])
    expect(shownTitle()).toBe('슬라이드 제목 1')
  })

  it('runs once however often it is called', () => {
    motionPreference(true)
    renderSlider(3)
    enhanceHeroSlider(document)
    enhanceHeroSlider(document)
    button('다음 슬라이드')?.click()
    expect(shownTitle()).toBe('슬라이드 제목 2')
  })

  it('leaves a single slide standing, with no controls and no timer', () => {
    motionPreference(false)
    renderSlider(1)
    enhanceHeroSlider(document)
    expect(document.querySelectorAll('button')).toHaveLength(0)
    expect(slideEls().map(isInert)).toEqual([false])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('does nothing on a page without a slider', () => {
    document.body.innerHTML = '<main><h1>회사 소개</h1></main>'
    expect(() => enhanceHeroSlider(document)).not.toThrow()
  })
})
