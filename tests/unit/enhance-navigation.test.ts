// @vitest-environment happy-dom
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { MegaMenu } from '@/components/layout/mega-menu'
import { MobileNav } from '@/components/layout/mobile-nav'
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
  document.body.style.overflow = ''
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
  const render = () => {
    document.body.innerHTML = renderToStaticMarkup(
      createElement(MobileNav, { sections, labels: { open: '전체 메뉴 열기', close: '메뉴 닫기', title: '주 메뉴' } }),
    )
    enhanceMobileNav(document)
  }
  const toggle = () => document.querySelector('[aria-controls="mobile-nav-panel"]') as HTMLButtonElement
  const dialog = () => document.getElementById('mobile-nav-panel') as HTMLElement

  it('opens as a dialog with focus on its close button and the page behind locked, and Esc returns focus', () => {
    render()
    expect(dialog().hidden).toBe(true)
    toggle().click()
    expect(dialog().hidden).toBe(false)
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement?.textContent).toBe('메뉴 닫기')
    expect(document.body.style.overflow).toBe('hidden')
    key(document.body, 'Escape')
    expect(dialog().hidden).toBe(true)
    expect(document.activeElement).toBe(toggle())
    expect(document.body.style.overflow).toBe('')
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
