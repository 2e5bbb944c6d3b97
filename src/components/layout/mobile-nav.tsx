import { ChevronDown, Menu, Search, X } from 'lucide-react'
import { enhanceHook } from '@/enhance/hooks'
import type { NavSection } from './nav-types'

type Labels = { open: string; close: string; title: string }
type Extras = {
  search: { action: string; label: string; placeholder: string; submit: string }
  sitemap: { href: string; label: string }
}

export const mobileNavPanelId = 'mobile-nav-panel'

/**
 * The ☰ button of the phone and tablet menu. It sits in the header; its panel (MobileNavPanel) is rendered after
 * the header, because the header's own styles must not become the containing block of a `position: fixed` panel
 * (a blur or transform on an ancestor would shrink the "full screen" panel to the header's box).
 */
export function MobileNavToggle({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div className={className} {...enhanceHook('mobile-nav')}>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={mobileNavPanelId}
        data-mobile-nav="open"
        className="flex size-11 items-center justify-center rounded-md text-ink hover:bg-gray-100"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{label}</span>
      </button>
    </div>
  )
}

/**
 * The full-screen panel with the site search, one collapsible group per section and the site map. Rendered closed;
 * `src/enhance/mobile-nav.ts` opens and closes it (focus kept inside, Esc, page scroll locked meanwhile) and folds
 * the groups. Hidden from the desktop layout up, where the mega menu takes over.
 */
export function MobileNavPanel({
  sections,
  labels,
  extras,
}: {
  sections: NavSection[]
  labels: Labels
  extras?: Extras
}) {
  return (
    <div
      id={mobileNavPanelId}
      role="dialog"
      aria-modal="true"
      aria-label={labels.title}
      hidden
      className="fixed inset-0 z-[60] flex flex-col bg-white lg:hidden"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-gray-200 border-b px-4">
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
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {extras ? (
          <search>
            <form action={extras.search.action} method="get" className="flex gap-2 px-4 py-4">
              <label htmlFor="mobile-search-q" className="sr-only">
                {extras.search.label}
              </label>
              <input
                id="mobile-search-q"
                name="q"
                type="search"
                required
                placeholder={extras.search.placeholder}
                className="h-11 min-w-0 flex-1 rounded-md border border-gray-300 px-3 text-base"
              />
              <button
                type="submit"
                className="flex h-11 shrink-0 items-center gap-1.5 rounded-md bg-brand-700 px-4 font-semibold text-white"
              >
                <Search aria-hidden="true" className="size-4" />
                {extras.search.submit}
              </button>
            </form>
          </search>
        ) : null}
        <nav aria-label={labels.title}>
          <ul className="divide-y divide-gray-100 border-gray-100 border-y">
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
                    className="size-5 shrink-0 transition-transform group-aria-expanded:rotate-180"
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
        {extras ? (
          <p className="px-5 py-5">
            <a href={extras.sitemap.href} className="font-semibold text-brand-800 underline underline-offset-4">
              {extras.sitemap.label}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  )
}
