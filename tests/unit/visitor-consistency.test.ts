import { describe, expect, it } from 'vitest'
import { lastPageOf, pageBeyondEnd } from '@/modules/boards/page-range'
import { footerOffersSubscription } from '@/modules/newsletter/footer-form'
import { showsPhaseBadges } from '@/modules/site/step-badges'

describe('the footer newsletter form', () => {
  it('is left out where the page has its own form or ends in the Q&A form', () => {
    for (const path of [
      '/media/media03',
      '/en/media/media03',
      '/ko/media/media03/',
      '/media/media03/subscribe/unsubscribe',
      '/media/media03/subscribe/confirm',
      '/media/media02/qna-write',
      '/en/media/media02/qna-write',
      '/media/media02/view/12/edit',
    ])
      expect(footerOffersSubscription(path), path).toBe(false)
  })

  it('is offered everywhere else, the newsletter posts and the Q&A list included', () => {
    for (const path of [
      '/',
      '/index',
      '/en/index',
      '/media/media01',
      '/media/media02',
      '/media/media03/view/4',
      '/media/media02/view/12',
    ])
      expect(footerOffersSubscription(path), path).toBe(true)
  })
})

describe('a page past the end of a list', () => {
  it('goes to the last page; pages within the list stay', () => {
    expect(pageBeyondEnd(99, 3)).toBe(3)
    expect(pageBeyondEnd(4, 3)).toBe(3)
    expect(pageBeyondEnd(3, 3)).toBeNull()
    expect(pageBeyondEnd(1, 3)).toBeNull()
    // An empty list has one page.
    expect(pageBeyondEnd(2, 0)).toBe(1)
    expect(pageBeyondEnd(1, 0)).toBeNull()
    expect(lastPageOf(Number.NaN)).toBe(1)
  })
})

describe('phase badges of a flow', () => {
  it('show on every step or on none', () => {
    expect(showsPhaseBadges([{ phase: 'apply' }, { phase: 'main' }, { phase: 'after' }])).toBe(true)
    expect(showsPhaseBadges([{ phase: 'apply' }, { phase: null }, { phase: null }, { phase: 'after' }])).toBe(false)
    expect(showsPhaseBadges([{ phase: null }, {}])).toBe(false)
    expect(showsPhaseBadges([])).toBe(false)
  })
})
