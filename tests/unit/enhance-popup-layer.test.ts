// @vitest-environment happy-dom
import { type AbstractIntlMessages, createTranslator } from 'next-intl'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type LayerPopup, PopupLayer } from '@/components/home/popup-layer'
import { hidePopupFor, isPopupHidden } from '@/components/home/popup-storage'
import { enhancePopupLayer } from '@/enhance/popup-layer'
import { messages as ko } from '@/i18n/messages/ko/index'

// Untyped, as the site's pages load the messages (src/i18n/request.ts).
const t = createTranslator({ locale: 'ko', messages: ko as unknown as AbstractIntlMessages, namespace: 'site' }) as (
  key: string,
  values?: Record<string, string | number>,
) => string
const NOW = new Date('2026-02-14T09:00:00+09:00').getTime()
const HOUR = 3_600_000

const popup = (over: Partial<LayerPopup> & Pick<LayerPopup, 'id' | 'title'>): LayerPopup => ({
  type: 'layer',
  body: createElement('p', null, '연휴 기간에는 상담 전화를 받지 않습니다.'),
  image: null,
  href: null,
  x: 40,
  y: 120,
  width: 400,
  height: 480,
  hideForHours: 24,
  windowHref: `/popup/window/${over.id}`,
  ...over,
})

/** The home page's popups as the server sends them, in the document (labels built as the page builds them). */
function renderPopups(popups: LayerPopup[]) {
  const labels = {
    region: t('popup.region'),
    close: t('popup.close'),
    more: t('popup.more'),
    hideFor: Object.fromEntries(popups.map((p) => [String(p.id), t('popup.hideFor', { hours: p.hideForHours })])),
  }
  document.body.innerHTML = `<main><h1>메인</h1></main>${renderToStaticMarkup(createElement(PopupLayer, { popups, labels }))}`
}

const region = () => document.querySelector<HTMLElement>('section[aria-label="알림 팝업"]') as HTMLElement
/** A dialog by its name, as a visitor's tools find it: only when it is not hidden. */
const dialog = (name: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
    (el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  )
  return found && !found.closest('[hidden]') ? found : null
}
const buttonIn = (within: Element, name: string) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('the popups as the server renders them', () => {
  it('are all hidden until the script has read which ones the visitor hid, so none flashes', () => {
    renderPopups([popup({ id: 1, title: '설 연휴 휴무 안내' })])
    expect(region().hidden).toBe(true)
    expect(document.querySelector('[role="dialog"]')?.hasAttribute('hidden')).toBe(true)
    expect(dialog('설 연휴 휴무 안내')).toBeNull()
  })
})

describe('enhancePopupLayer', () => {
  it('shows a popup the visitor has not hidden, with its body and buttons', () => {
    renderPopups([popup({ id: 1, title: '설 연휴 휴무 안내', href: '/media/media01/5' })])
    enhancePopupLayer(document)
    const shown = dialog('설 연휴 휴무 안내') as HTMLElement
    expect(shown).not.toBeNull()
    expect(shown.textContent).toContain('연휴 기간에는 상담 전화를 받지 않습니다.')
    expect(buttonIn(shown, '오늘 하루 보지 않기')).toBeDefined()
    expect(shown.querySelectorAll('button')).toHaveLength(3)
    expect(shown.querySelector('a')?.getAttribute('href')).toBe('/media/media01/5')
  })

  it('keeps a popup hidden until the time the visitor hid it for', () => {
    localStorage.setItem('popup_hide_1', String(NOW + HOUR))
    renderPopups([popup({ id: 1, title: '설 연휴 휴무 안내' }), popup({ id: 2, title: '채용 공고' })])
    enhancePopupLayer(document)
    expect(dialog('설 연휴 휴무 안내')).toBeNull()
    expect(dialog('채용 공고')).not.toBeNull()
  })

  it('leaves the region hidden when every popup in it is hidden', () => {
    localStorage.setItem('popup_hide_1', String(NOW + HOUR))
    renderPopups([popup({ id: 1, title: '설 연휴 휴무 안내' })])
    enhancePopupLayer(document)
    expect(region().hidden).toBe(true)
  })

  it('shows it again once that time has passed, and forgets the old entry', () => {
    localStorage.setItem('popup_hide_1', String(NOW - 1))
    renderPopups([popup({ id: 1, title: '설 연휴 휴무 안내' })])
    enhancePopupLayer(document)
    expect(dialog('설 연휴 휴무 안내')).not.toBeNull()
    expect(localStorage.getItem('popup_hide_1')).toBeNull()
  })

  it('hides a popup for its own hours when the visitor asks, in local storage rather than a cookie', () => {
    renderPopups([popup({ id: 1, title: '설 연휴 휴무 안내' }), popup({ id: 2, title: '채용 공고', hideForHours: 72 })])
    enhancePopupLayer(document)
    buttonIn(dialog('설 연휴 휴무 안내') as HTMLElement, '오늘 하루 보지 않기').click()
    expect(dialog('설 연휴 휴무 안내')).toBeNull()
    expect(Number(localStorage.getItem('popup_hide_1'))).toBe(NOW + 24 * HOUR)
    expect(document.cookie).toBe('')
    buttonIn(dialog('채용 공고') as HTMLElement, '72시간 동안 보지 않기').click()
    expect(Number(localStorage.getItem('popup_hide_2'))).toBe(NOW + 72 * HOUR)
    // The last one gone, the empty region goes too.
    expect(region().hidden).toBe(true)

    // The next visit that day: neither comes back.
    renderPopups([popup({ id: 1, title: '설 연휴 휴무 안내' }), popup({ id: 2, title: '채용 공고', hideForHours: 72 })])
    enhancePopupLayer(document)
    expect(dialog('설 연휴 휴무 안내')).toBeNull()
    expect(dialog('채용 공고')).toBeNull()
  })

  it('closes a popup for this page only with either close button', () => {
    renderPopups([popup({ id: 1, title: '설 연휴 휴무 안내' }), popup({ id: 2, title: '채용 공고' })])
    enhancePopupLayer(document)
    buttonIn(dialog('설 연휴 휴무 안내') as HTMLElement, '닫기').click()
    expect(dialog('설 연휴 휴무 안내')).toBeNull()
    expect(region().hidden).toBe(false)
    // The × in the title bar, named by its hidden text.
    ;((dialog('채용 공고') as HTMLElement).querySelector('button') as HTMLButtonElement).click()
    expect(dialog('채용 공고')).toBeNull()
    expect(region().hidden).toBe(true)
    expect(localStorage.length).toBe(0)
  })

  it('opens window popups in their own window at their size and place, unless hidden', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    localStorage.setItem('popup_hide_4', String(NOW + HOUR))
    renderPopups([
      popup({ id: 3, title: '창 팝업', type: 'window', x: 10, y: 20, width: 500, height: 600 }),
      popup({ id: 4, title: '숨긴 창 팝업', type: 'window' }),
    ])
    enhancePopupLayer(document)
    expect(open).toHaveBeenCalledTimes(1)
    expect(open).toHaveBeenCalledWith(
      new URL('/popup/window/3', document.baseURI).href,
      'popup_3',
      'width=500,height=600,left=10,top=20,resizable=yes,scrollbars=yes',
    )
    // Window popups are never shown in the page itself.
    expect(region().hidden).toBe(true)
  })

  it('runs once however often it is called', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    renderPopups([popup({ id: 3, title: '창 팝업', type: 'window' }), popup({ id: 1, title: '설 연휴 휴무 안내' })])
    enhancePopupLayer(document)
    buttonIn(dialog('설 연휴 휴무 안내') as HTMLElement, '닫기').click()
    enhancePopupLayer(document)
    expect(open).toHaveBeenCalledTimes(1)
    expect(dialog('설 연휴 휴무 안내')).toBeNull()
  })

  it('does nothing on a page without popups', () => {
    document.body.innerHTML = '<main><h1>회사 소개</h1></main>'
    expect(() => enhancePopupLayer(document)).not.toThrow()
  })
})

describe('the "don’t show again" rule a window popup’s footer shares', () => {
  it('is the same entry the layer popups read', () => {
    hidePopupFor(9, 1.5)
    expect(localStorage.getItem('popup_hide_9')).toBe(String(NOW + 1.5 * HOUR))
    expect(isPopupHidden(9)).toBe(true)
    vi.setSystemTime(NOW + 1.5 * HOUR)
    expect(isPopupHidden(9)).toBe(false)
  })

  it('shows the popup when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(isPopupHidden(9)).toBe(false)
  })
})
