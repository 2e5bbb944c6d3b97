'use client'

import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { NavSection } from './nav-types'

/**
 * Desktop main navigation as a disclosure menu (WAI-ARIA APG "disclosure navigation"): each section is a
 * button that opens its panel of links. Enter/Space/↓ open, Esc closes and returns focus, ←/→ move between
 * sections, leaving the menu closes it. Hover opens it too, for mouse users.
 */
export function MegaMenu({ sections, label }: { sections: NavSection[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null)
  const rootRef = useRef<HTMLElement>(null)
  const buttons = useRef<Map<string, HTMLButtonElement>>(new Map())
  const id = useId()

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const focusSection = (index: number) => {
    const key = sections[(index + sections.length) % sections.length]?.key
    if (key) buttons.current.get(key)?.focus()
  }

  return (
    <nav
      ref={rootRef}
      aria-label={label}
      className="hidden lg:block"
      onMouseLeave={() => setOpen(null)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node)) setOpen(null)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault()
          buttons.current.get(open)?.focus()
          setOpen(null)
        }
      }}
    >
      <ul className="flex items-stretch">
        {sections.map((section, index) => {
          const expanded = open === section.key
          const panelId = `${id}-${section.key}`
          return (
            <li key={section.key} className="relative" onMouseEnter={() => setOpen(section.key)}>
              <button
                type="button"
                ref={(el) => {
                  if (el) buttons.current.set(section.key, el)
                }}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : section.key)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown') {
                    event.preventDefault()
                    setOpen(section.key)
                    requestAnimationFrame(() => document.getElementById(panelId)?.querySelector('a')?.focus())
                  } else if (event.key === 'ArrowRight') {
                    event.preventDefault()
                    focusSection(index + 1)
                  } else if (event.key === 'ArrowLeft') {
                    event.preventDefault()
                    focusSection(index - 1)
                  }
                }}
                className={`flex h-20 items-center gap-1 px-4 font-semibold text-[17px] transition-colors xl:px-5 ${
                  expanded ? 'text-brand-700' : 'text-ink hover:text-brand-700'
                }`}
              >
                {section.label}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
              <div
                id={panelId}
                hidden={!expanded}
                className="absolute top-full left-1/2 z-40 w-60 -translate-x-1/2 rounded-b-lg border-brand-600 border-t-2 bg-white py-3 shadow-xl"
              >
                <ul>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        className="block px-5 py-2 text-[15px] text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
                        onKeyDown={(event) => {
                          const items = [
                            ...(document.getElementById(panelId)?.querySelectorAll('a') ?? []),
                          ] as HTMLAnchorElement[]
                          const at = items.indexOf(event.currentTarget)
                          if (event.key === 'ArrowDown') {
                            event.preventDefault()
                            items[(at + 1) % items.length]?.focus()
                          } else if (event.key === 'ArrowUp') {
                            event.preventDefault()
                            if (at === 0) buttons.current.get(section.key)?.focus()
                            else items[at - 1]?.focus()
                          }
                        }}
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
