import { ChevronLeft, ChevronRight, House } from 'lucide-react'
import { enhanceHook } from '@/enhance/hooks'
import { stripLocale } from '@/i18n/locale-path'
import { KeptText } from './kept-text'
import type { NavLink, NavSection } from './nav-types'

/** The link the current address belongs to, compared without locale prefixes (a board's view/… pages belong to the board). */
function currentOf(links: NavLink[], pathname: string): NavLink | undefined {
  const here = stripLocale(pathname)
  return links
    .filter((link) => {
      const target = stripLocale(link.href)
      return here === target || here.startsWith(`${target}/`)
    })
    .sort((a, b) => b.href.length - a.href.length)[0]
}

type Props = { section: NavSection; label: string; pathname: string }

export function Breadcrumb({ home, section, label, pathname }: Props & { home: NavLink }) {
  const current = currentOf(section.links, pathname)
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-white/85">
        <li className="flex items-center">
          <a href={home.href} className="flex items-center gap-1 hover:text-white">
            <House aria-hidden="true" className="size-4" />
            {home.label}
          </a>
        </li>
        <li className="flex items-center gap-1.5">
          <ChevronRight aria-hidden="true" className="size-3.5" />
          <a href={section.href} className="hover:text-white">
            {section.label}
          </a>
        </li>
        {current ? (
          <li className="flex items-center gap-1.5">
            <ChevronRight aria-hidden="true" className="size-3.5" />
            <a href={current.href} aria-current="page" className="font-semibold text-white">
              {current.label}
            </a>
          </li>
        ) : null}
      </ol>
    </nav>
  )
}

/**
 * The section's pages as a strip of tabs. From the desktop layout up the tabs wrap onto further rows, so every label
 * is in view whole however long the English labels are. Below it the strip scrolls sideways (a long label wraps by
 * words inside its tab rather than being wider than a phone): a shadow at each edge
 * with more tabs behind it shows that there are more (CSS, so also without the script), and src/enhance/section-nav.ts
 * adds the ‹ › buttons for a mouse. Those buttons are pointer aids only (hidden from assistive technology and out of
 * the tab order): every tab is a link the keyboard reaches, and the browser scrolls a focused tab into view.
 */
export function SectionNav({ section, label, pathname }: Props) {
  const current = currentOf(section.links, pathname)
  const arrow =
    'absolute inset-y-0 z-10 flex w-11 items-center text-brand-800 hover:text-brand-600 lg:hidden [&[hidden]]:hidden'
  return (
    <nav aria-label={label} className="border-gray-200 border-b bg-white print:hidden">
      <div className="relative mx-auto max-w-7xl">
        <ul
          {...enhanceHook('section-nav')}
          className="section-strip relative flex gap-x-1 overflow-x-auto px-4 lg:flex-wrap lg:gap-x-0 lg:overflow-visible lg:px-6"
        >
          {section.links.map((link) => {
            const active = link.href === current?.href
            return (
              <li key={link.href} className="flex shrink-0">
                <a
                  href={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={`flex max-w-[min(15rem,70vw)] items-center border-b-[3px] px-3 py-4 text-[15px] leading-snug lg:max-w-none lg:px-2.5 ${
                    active
                      ? 'border-brand-600 font-bold text-brand-800'
                      : 'border-transparent text-muted hover:border-gray-300 hover:text-ink'
                  }`}
                >
                  <span>
                    <KeptText text={link.label} />
                  </span>
                </a>
              </li>
            )
          })}
        </ul>
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          hidden
          data-section-scroll="back"
          className={`${arrow} left-0 justify-start bg-linear-to-r from-60% from-white to-white/0 pl-1`}
        >
          <ChevronLeft className="size-5" />
        </button>
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          hidden
          data-section-scroll="forward"
          className={`${arrow} right-0 justify-end bg-linear-to-l from-60% from-white to-white/0 pr-1`}
        >
          <ChevronRight className="size-5" />
        </button>
      </div>
    </nav>
  )
}
