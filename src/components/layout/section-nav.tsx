import { ChevronRight, House } from 'lucide-react'
import { enhanceHook } from '@/enhance/hooks'
import { stripLocale } from '@/i18n/locale-path'
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

export function SectionNav({ section, label, pathname }: Props) {
  const current = currentOf(section.links, pathname)
  return (
    <nav aria-label={label} className="border-gray-200 border-b bg-white">
      <ul
        {...enhanceHook('section-nav')}
        className="relative mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 lg:px-6"
      >
        {section.links.map((link) => {
          const active = link.href === current?.href
          return (
            <li key={link.href} className="shrink-0">
              <a
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={`block border-b-[3px] px-3 py-4 text-[15px] ${
                  active
                    ? 'border-brand-600 font-bold text-brand-800'
                    : 'border-transparent text-muted hover:border-gray-300 hover:text-ink'
                }`}
              >
                {link.label}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
