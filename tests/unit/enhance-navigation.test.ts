// @vitest-environment happy-dom
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { MegaMenu } from '@/components/layout/mega-menu'
import { MobileNavPanel, MobileNavToggle } from '@/components/layout/mobile-nav'
import type { NavSection } from '@/components/layout/nav-types'
import { enhanceMegaMenu } from '@/enhance/mega-menu'
import { enhanceMobileNav } from '@/enhance/mobile-nav'

const sections: NavSection[] = [
  {
    key: 'company',
    label: '기관소개',
    href: '/company/about',
    links: [
      { label: '인사말·기관소개', href: '/company/about' },
      { label: '연혁', href: '/company/history' },
    ],
  },
  {
    key: 'certification',
    label: '인증업무',
    href: '/certification/certification01',
    links: [{ label: '건축물 에너지효율등급', href: '/certification/certification01' }],
  },
]

const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }))
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as HTMLButtonElement
const panelOf = (control: Element) =>
  document.getElementById(control.getAttribute('aria-controls') ?? '') as HTMLElement

afterEach(() => {
  document.body.innerHTML = ''
  document.body.removeAttribute('style')
  document.documentElement.removeAttribute('style')
})

describe('the desktop menu', () => {
  const render = () => {
    document.body.innerHTML = renderToStaticMarkup(createElement(MegaMenu, { sections, label: '주 메뉴' }))
    enhanceMegaMenu(document)
    enhanceMegaMenu(document) // a second run attaches nothing twice
  }

  it('is rendered closed and opens one section at a time from its button', () => {
    render()
    const about = button('기관소개')
    const certification = button('인증업무')
    expect(about.getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(about).hidden).toBe(true)
    about.click()
    expect(about.getAttribute('aria-expanded')).toBe('true')
    expect(panelOf(about).hidden).toBe(false)
    certification.click()
    expect(panelOf(about).hidden).toBe(true)
    expect(panelOf(certification).hidden).toBe(false)
    certification.click()
    expect(certification.getAttribute('aria-expanded')).toBe('false')
  })

  it('works with the keyboard: ↓ into the panel, ↓/↑ through it, Esc back to the button, →/← between sections', () => {
    render()
    const about = button('기관소개')
    about.focus()
    key(about, 'ArrowDown')
    const links = [...panelOf(about).querySelectorAll('a')]
    expect(document.activeElement).toBe(links[0])
    key(links[0] as Element, 'ArrowDown')
    expect(document.activeElement).toBe(links[1])
    key(links[1] as Element, 'ArrowUp')
    key(links[0] as Element, 'ArrowUp')
    expect(document.activeElement).toBe(about)
    key(about, 'ArrowDown')
    key(document.activeElement as Element, 'Escape')
    expect(panelOf(about).hidden).toBe(true)
    expect(document.activeElement).toBe(about)
    key(about, 'ArrowRight')
    expect(document.activeElement).toBe(button('인증업무'))
    key(button('인증업무'), 'ArrowRight')
    expect(document.activeElement).toBe(about)
    key(about, 'ArrowLeft')
    expect(document.activeElement).toBe(button('인증업무'))
  })

  it('closes when the pointer goes down elsewhere on the page', () => {
    render()
    button('기관소개').click()
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    expect(panelOf(button('기관소개')).hidden).toBe(true)
  })
})

describe('the phone menu', () => {
  const labels = { open: '전체 메뉴 열기', close: '메뉴 닫기', title: '주 메뉴' }
  const extras = {
    search: { action: '/search', label: '통합검색', placeholder: '검색어를 입력하세요', submit: '검색' },
    sitemap: { href: '/sitemap', label: '사이트맵' },
  }
  // As the site renders it: the ☰ button inside the header, the panel after the header (not inside it).
  const render = () => {
    document.body.innerHTML = renderToStaticMarkup(
      createElement(
        'div',
        null,
        createElement('header', null, createElement(MobileNavToggle, { label: labels.open })),
        createElement(MobileNavPanel, { sections, labels, extras }),
        createElement('main', null, createElement('a', { href: '/behind' }, '본문 링크')),
      ),
    )
    enhanceMobileNav(document)
  }
  const toggle = () => document.querySelector('[aria-controls="mobile-nav-panel"]') as HTMLButtonElement
  const dialog = () => document.getElementById('mobile-nav-panel') as HTMLElement
  const tab = (shiftKey = false) => {
    const target = document.activeElement ?? document.body
    return target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }))
  }

  it('renders its panel outside the header, so no header style can shrink the fixed panel to the header', () => {
    render()
    expect(document.querySelector('header')?.contains(toggle())).toBe(true)
    expect(document.querySelector('header')?.contains(dialog())).toBe(false)
    expect(dialog().className).toContain('fixed inset-0')
  })

  it('opens as a dialog with focus on its close button and the page behind pinned, and Esc returns focus', () => {
    render()
    window.scrollTo(0, 0)
    expect(dialog().hidden).toBe(true)
    toggle().click()
    expect(dialog().hidden).toBe(false)
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement?.textContent).toBe('메뉴 닫기')
    expect(document.body.style.position).toBe('fixed')
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.documentElement.style.overflow).toBe('hidden')
    key(document.body, 'Escape')
    expect(dialog().hidden).toBe(true)
    expect(document.activeElement).toBe(toggle())
    expect(document.body.style.position).toBe('')
    expect(document.body.style.overflow).toBe('')
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('keeps Tab inside the open panel: from the last item to the first, Shift+Tab from the first to the last', () => {
    render()
    toggle().click()
    const close = document.activeElement as HTMLElement
    expect(close.textContent).toBe('메뉴 닫기')
    const sitemap = [...dialog().querySelectorAll('a')].find((a) => a.textContent === '사이트맵') as HTMLElement
    sitemap.focus()
    expect(tab()).toBe(false)
    expect(document.activeElement).toBe(close)
    expect(tab(true)).toBe(false)
    expect(document.activeElement).toBe(sitemap)
    // A folded group's links are not stops; an opened group's last link is reached before the site map.
    button('인증업무').click()
    const inner = [...dialog().querySelectorAll('a')].find((a) => a.textContent === '건축물 에너지효율등급')
    expect(inner?.closest('[hidden]')).toBeNull()
    // In the middle of the panel the browser's own Tab order applies.
    button('기관소개').focus()
    expect(tab()).toBe(true)
  })

  it('closes with its × button and gives focus back to ☰', () => {
    render()
    toggle().click()
    ;(dialog().querySelector('[data-mobile-nav="close"]') as HTMLButtonElement).click()
    expect(dialog().hidden).toBe(true)
    expect(document.activeElement).toBe(toggle())
    expect(document.body.style.position).toBe('')
  })

  it('offers the site search and the site map inside the panel', () => {
    render()
    const form = dialog().querySelector('search form') as HTMLFormElement
    expect(form.getAttribute('action')).toBe('/search')
    expect(form.method).toBe('get')
    expect(form.querySelector('input')?.name).toBe('q')
    expect(dialog().querySelector('a[href="/sitemap"]')).not.toBeNull()
  })

  it('folds one section open at a time', () => {
    render()
    toggle().click()
    const about = button('기관소개')
    const certification = button('인증업무')
    about.click()
    expect(panelOf(about).hidden).toBe(false)
    certification.click()
    expect(panelOf(about).hidden).toBe(true)
    expect(panelOf(certification).hidden).toBe(false)
    expect(about.getAttribute('aria-expanded')).toBe('false')
  })
})
