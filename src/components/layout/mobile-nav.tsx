import { ChevronDown, Menu, X } from 'lucide-react'
import { enhanceHook } from '@/enhance/hooks'
import type { NavSection } from './nav-types'

type Labels = { open: string; close: string; title: string }

/**
 * Phone and tablet navigation: a full-height panel with one collapsible group per section. Rendered closed;
 * `src/enhance/mobile-nav.ts` opens and closes it (focus to the close button, Esc, page scroll locked meanwhile)
 * and folds the groups.
 */
export function MobileNav({ sections, labels }: { sections: NavSection[]; labels: Labels }) {
  return (
    <div className="lg:hidden" {...enhanceHook('mobile-nav')}>
      <button
        type="button"
        aria-expanded="false"
        aria-controls="mobile-nav-panel"
        data-mobile-nav="open"
        className="flex size-11 items-center justify-center rounded-md text-ink hover:bg-gray-100"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{labels.open}</span>
      </button>
      <div
        id="mobile-nav-panel"
        role="dialog"
        aria-modal="true"
        aria-label={labels.title}
        hidden
        className="fixed inset-0 z-50 overflow-y-auto bg-white"
      >
        <div className="flex h-16 items-center justify-between border-gray-200 border-b px-4">
          <span className="font-bold text-brand-800 text-lg">{labels.title}</span>
          <button
            type="button"
            data-mobile-nav="close"
            className="flex size-11 items-center justify-center rounded-md hover:bg-gray-100"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{labels.close}</span>
          </button>
        </div>
        <nav aria-label={labels.title}>
          <ul className="divide-y divide-gray-100">
            {sections.map((section) => (
              <li key={section.key}>
                <button
                  type="button"
                  aria-expanded="false"
                  aria-controls={`mobile-${section.key}`}
                  data-mobile-nav="group"
                  className="group flex w-full items-center justify-between px-5 py-4 text-left font-semibold text-lg"
                >
                  {section.label}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 transition-transform group-aria-expanded:rotate-180"
                  />
                </button>
                <ul id={`mobile-${section.key}`} hidden className="bg-gray-50 pb-2">
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className="block px-8 py-3 text-[15px] text-ink hover:text-brand-700">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
