'use client'

import { ChevronDown, Menu, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { NavSection } from './nav-types'

type Labels = { open: string; close: string; title: string }

/** Phone and tablet navigation: a full-height panel with one collapsible group per section. */
export function MobileNav({ sections, labels }: { sections: NavSection[]; labels: Labels }) {
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    closeRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = ''
    }
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-nav-panel"
        onClick={() => setOpen(true)}
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
        hidden={!open}
        className="fixed inset-0 z-50 overflow-y-auto bg-white"
      >
        <div className="flex h-16 items-center justify-between border-gray-200 border-b px-4">
          <span className="font-bold text-brand-800 text-lg">{labels.title}</span>
          <button
            ref={closeRef}
            type="button"
            onClick={() => {
              setOpen(false)
              toggleRef.current?.focus()
            }}
            className="flex size-11 items-center justify-center rounded-md hover:bg-gray-100"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{labels.close}</span>
          </button>
        </div>
        <nav aria-label={labels.title}>
          <ul className="divide-y divide-gray-100">
            {sections.map((section) => {
              const isOpen = expanded === section.key
              return (
                <li key={section.key}>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={`mobile-${section.key}`}
                    onClick={() => setExpanded(isOpen ? null : section.key)}
                    className="flex w-full items-center justify-between px-5 py-4 text-left font-semibold text-lg"
                  >
                    {section.label}
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                    />
                  </button>
                  <ul id={`mobile-${section.key}`} hidden={!isOpen} className="bg-gray-50 pb-2">
                    {section.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} className="block px-8 py-3 text-[15px] text-ink hover:text-brand-700">
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </div>
  )
}
