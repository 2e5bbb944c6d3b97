import { ChevronDown } from 'lucide-react'
import { enhanceHook } from '@/enhance/hooks'
import type { NavSection } from './nav-types'

/**
 * Desktop main navigation as a disclosure menu (WAI-ARIA APG "disclosure navigation"): each section is a
 * button that opens its panel of links. Rendered closed; `src/enhance/mega-menu.ts` makes the buttons work:
 * Enter/Space/↓ open, Esc closes and returns focus, ←/→ move between sections, leaving the menu closes it,
 * hover opens it for mouse users. The panels' links are plain links: the section pages, their sub-navigation and
 * the site map reach every page without the script too.
 */
export function MegaMenu({ sections, label }: { sections: NavSection[]; label: string }) {
  return (
    <nav aria-label={label} {...enhanceHook('mega-menu')}>
      <ul className="-mx-3 flex items-stretch justify-between">
        {sections.map((section, index) => {
          const panelId = `mega-${section.key}`
          // Panels open towards the middle of the page, so the first and last sections' panels stay on screen.
          const side = index < sections.length / 2 ? 'left-0' : 'right-0'
          return (
            <li key={section.key} className="relative" data-section={section.key}>
              <button
                type="button"
                aria-expanded="false"
                aria-controls={panelId}
                className="group flex h-14 items-center gap-1 whitespace-nowrap px-3 font-semibold text-[17px] text-ink transition-colors hover:text-brand-700 aria-expanded:text-brand-700"
              >
                {section.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
              <div
                id={panelId}
                hidden
                className={`absolute top-full ${side} z-40 w-max min-w-56 max-w-xs rounded-b-lg border-brand-600 border-t-2 bg-white py-3 shadow-xl`}
              >
                <ul>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        className="block px-5 py-2 text-[15px] text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
                      >
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
