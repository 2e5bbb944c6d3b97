// @vitest-environment happy-dom
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SectionNav } from '@/components/layout/section-nav'
import { enhancePrintButtons, printButtonHook, printWaiting } from '@/enhance/print-button'
import { enhanceSectionNav } from '@/enhance/section-nav'

const section = {
  key: 'certification',
  label: 'Certification',
  href: '/en/certification/certification01',
  links: [
    { label: 'Building Energy Efficiency Rating', href: '/en/certification/certification01' },
    { label: 'Green Building Certification (G-SEED)', href: '/en/certification/certification08' },
  ],
}

/** happy-dom lays nothing out: the strip's sizes are given as a browser would measure them. */
function strip(scrollWidth: number, clientWidth: number) {
  document.body.innerHTML = renderToStaticMarkup(
    createElement(SectionNav, { section, label: 'Certification pages', pathname: '/en/certification/certification01' }),
  )
  const ul = document.querySelector('[data-enhance="section-nav"]') as HTMLElement
  Object.defineProperty(ul, 'scrollWidth', { value: scrollWidth })
  Object.defineProperty(ul, 'clientWidth', { value: clientWidth })
  const button = (side: string) => document.querySelector(`[data-section-scroll="${side}"]`) as HTMLButtonElement
  return { ul, back: button('back'), forward: button('forward') }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the section tab strip', () => {
  it('renders its ‹ › hidden, out of the tab order and hidden from assistive technology, and labels kept whole', () => {
    const { back, forward } = strip(0, 0)
    for (const button of [back, forward]) {
      expect(button.hidden).toBe(true)
      expect(button.getAttribute('tabindex')).toBe('-1')
      expect(button.getAttribute('aria-hidden')).toBe('true')
    }
    expect(document.querySelector('.keep-together')?.textContent).toBe('(G-SEED)')
  })

  it('shows › while tabs are behind the right edge and ‹ once scrolled, and none when everything fits', () => {
    const wide = strip(900, 360)
    enhanceSectionNav(document)
    expect([wide.back.hidden, wide.forward.hidden]).toEqual([true, false])
    wide.ul.scrollLeft = 540
    wide.ul.dispatchEvent(new Event('scroll'))
    expect([wide.back.hidden, wide.forward.hidden]).toEqual([false, true])

    const fits = strip(1200, 1200)
    enhanceSectionNav(document)
    expect([fits.back.hidden, fits.forward.hidden]).toEqual([true, true])
  })
})

describe('the print button', () => {
  it('is shown by the script and prints the page', () => {
    document.body.innerHTML = `<button type="button" ${printWaiting} data-enhance="${printButtonHook}">인쇄</button>`
    // happy-dom has no window.print; a browser's opens the print dialog.
    const print = vi.fn()
    Object.defineProperty(window, 'print', { value: print, configurable: true })
    enhancePrintButtons(document)
    const button = document.querySelector('button') as HTMLButtonElement
    expect(button.hasAttribute(printWaiting)).toBe(false)
    button.click()
    expect(print).toHaveBeenCalledTimes(1)
  })
})
