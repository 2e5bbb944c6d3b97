'use client'

import { X } from 'lucide-react'
import { useEffect, useState } from 'react'

export type LayerPopup = {
  id: number | string
  type: 'layer' | 'window'
  title: string
  body: React.ReactNode
  image: { url: string; alt: string; width: number; height: number } | null
  href: string | null
  x: number
  y: number
  width: number
  height: number
  hideForHours: number
  windowHref: string
}

type Labels = { region: string; close: string; more: string; hideFor: Record<string, string> }

/**
 * "Don't show again" is kept in the browser's local storage, not in a cookie: a cookie would go with every page
 * request, and the page caches serve only requests without cookies (other than the locale one), so a visitor who
 * hid a popup got uncached pages for a day (docs/decisions/0015-fonts-and-mobile-first-paint.md).
 */
const storageKey = (id: number | string) => `popup_hide_${id}`

function isHidden(id: number | string): boolean {
  try {
    const until = Number(window.localStorage.getItem(storageKey(id)))
    if (until > Date.now()) return true
    if (until) window.localStorage.removeItem(storageKey(id))
  } catch {
    // Storage refused (a locked-down browser): the popup shows, as it would to a new visitor.
  }
  return false
}

/** Remembers "don't show again" for the popup's own number of hours (24 unless staff chose otherwise). */
export function hidePopupFor(id: number | string, hours: number): void {
  try {
    window.localStorage.setItem(storageKey(id), String(Date.now() + Math.round(hours * 3_600_000)))
  } catch {
    // Nothing to remember it in: the popup shows again on the next visit.
  }
}

/**
 * Layer popups over the home page and window popups opened at /popup/window/{id}. Rendered only in the
 * browser, after the hidden ones have been read, so a hidden popup never flashes.
 */
export function PopupLayer({ popups, labels }: { popups: LayerPopup[]; labels: Labels }) {
  const [visible, setVisible] = useState<LayerPopup[]>([])

  useEffect(() => {
    const shown = popups.filter((p) => !isHidden(p.id))
    setVisible(shown.filter((p) => p.type === 'layer'))
    for (const popup of shown.filter((p) => p.type === 'window')) {
      window.open(
        popup.windowHref,
        `popup_${popup.id}`,
        `width=${popup.width},height=${popup.height},left=${popup.x},top=${popup.y},resizable=yes,scrollbars=yes`,
      )
    }
  }, [popups])

  if (!visible.length) return null
  const close = (id: LayerPopup['id']) => setVisible((list) => list.filter((p) => p.id !== id))

  return (
    <section
      aria-label={labels.region}
      className="pointer-events-none fixed inset-0 z-50 flex flex-col items-center gap-3 overflow-y-auto p-3 pt-20 md:block md:p-0"
    >
      {visible.map((popup) => (
        <div
          key={popup.id}
          role="dialog"
          aria-labelledby={`popup-title-${popup.id}`}
          className="pointer-events-auto flex w-full max-w-md flex-col overflow-hidden rounded-xl border border-gray-300 bg-white shadow-2xl md:absolute md:w-[var(--popup-w)] md:max-w-none"
          style={{ left: popup.x, top: popup.y, maxHeight: popup.height, ['--popup-w' as string]: `${popup.width}px` }}
        >
          <div className="flex items-center justify-between bg-brand-800 px-4 py-2.5 text-white">
            <h2 id={`popup-title-${popup.id}`} className="font-semibold">
              {popup.title}
            </h2>
            <button type="button" onClick={() => close(popup.id)} className="rounded p-1 hover:bg-white/15">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{labels.close}</span>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4 text-[15px] leading-7">
            {popup.image ? (
              // biome-ignore lint/performance/noImgElement: staff-sized popup images are shown as uploaded
              <img
                src={popup.image.url}
                alt={popup.image.alt}
                width={popup.image.width}
                height={popup.image.height}
                className="h-auto w-full"
              />
            ) : null}
            <div className="rich-text">{popup.body}</div>
            {popup.href ? (
              <a href={popup.href} className="mt-3 inline-block font-semibold text-brand-700 underline">
                {labels.more}
              </a>
            ) : null}
          </div>
          <div className="flex items-center justify-between border-gray-200 border-t bg-gray-50 px-4 py-2 text-sm">
            <button
              type="button"
              onClick={() => {
                hidePopupFor(popup.id, popup.hideForHours)
                close(popup.id)
              }}
              className="rounded px-1 py-1 text-ink hover:underline"
            >
              {labels.hideFor[String(popup.id)]}
            </button>
            <button
              type="button"
              onClick={() => close(popup.id)}
              className="rounded px-2 py-1 font-semibold text-ink hover:underline"
            >
              {labels.close}
            </button>
          </div>
        </div>
      ))}
    </section>
  )
}
