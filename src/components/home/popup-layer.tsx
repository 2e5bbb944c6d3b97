import { X } from 'lucide-react'
import { enhanceHook } from '@/enhance/hooks'
import {
  popupFeaturesAttribute,
  popupHoursAttribute,
  popupIdAttribute,
  popupLayerHook,
  popupPart,
} from './popup-markup'

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
 * Layer popups over the home page and window popups opened at /popup/window/{id}. Everything is rendered `hidden`:
 * only the browser knows which popups the visitor hid (popup-storage.ts), so the site's script
 * (src/enhance/popup-layer.ts) shows the others and opens the windows, and a hidden popup never flashes.
 */
export function PopupLayer({ popups, labels }: { popups: LayerPopup[]; labels: Labels }) {
  return (
    <section
      hidden
      aria-label={labels.region}
      className="pointer-events-none fixed inset-0 z-50 flex flex-col items-center gap-3 overflow-y-auto p-3 pt-20 md:block md:p-0 print:hidden"
      {...enhanceHook(popupLayerHook)}
    >
      {popups.map((popup) =>
        popup.type === 'window' ? (
          <a
            key={popup.id}
            hidden
            href={popup.windowHref}
            target={`popup_${popup.id}`}
            {...popupPart('window')}
            {...{
              [popupIdAttribute]: String(popup.id),
              [popupFeaturesAttribute]: `width=${popup.width},height=${popup.height},left=${popup.x},top=${popup.y},resizable=yes,scrollbars=yes`,
            }}
          >
            {popup.title}
          </a>
        ) : (
          <Layer key={popup.id} popup={popup} labels={labels} />
        ),
      )}
    </section>
  )
}

/** Gap kept between a layer popup and the edges of the screen. */
const edge = '0.75rem'

/**
 * Where staff placed the popup (left, top, width and height in px), pulled inside the screen when the screen is
 * smaller than that: the width never exceeds the screen less a margin, the left edge moves in so the right edge
 * stays on screen, and the height leaves room to scroll the body while the title bar (×) and the bottom bar (닫기)
 * stay visible. Phones stack the popups instead (see the classes); the variables apply from the tablet width up.
 */
function layerPlacement(popup: LayerPopup): React.CSSProperties {
  const width = `min(${popup.width}px, calc(100% - 2 * ${edge}))`
  return {
    ['--popup-w' as string]: width,
    ['--popup-x' as string]: `max(${edge}, min(${popup.x}px, calc(100% - ${width} - ${edge})))`,
    ['--popup-y' as string]: `max(${edge}, min(${popup.y}px, calc(100% - 12rem)))`,
    maxHeight: `min(${popup.height}px, calc(100dvh - 6rem))`,
  }
}

function Layer({ popup, labels }: { popup: LayerPopup; labels: Labels }) {
  return (
    <div
      hidden
      role="dialog"
      aria-labelledby={`popup-title-${popup.id}`}
      className="pointer-events-auto flex w-full max-w-md shrink-0 flex-col overflow-hidden rounded-xl border border-gray-300 bg-white shadow-2xl md:absolute md:top-[var(--popup-y)] md:left-[var(--popup-x)] md:w-[var(--popup-w)] md:max-w-none"
      style={layerPlacement(popup)}
      {...popupPart('layer')}
      {...{ [popupIdAttribute]: String(popup.id) }}
    >
      <div className="flex shrink-0 items-center justify-between gap-2 bg-brand-800 px-4 py-2.5 text-white">
        <h2 id={`popup-title-${popup.id}`} className="min-w-0 font-semibold">
          {popup.title}
        </h2>
        <button type="button" className="shrink-0 rounded p-1 hover:bg-white/15" {...popupPart('close')}>
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
            // Lazy, so a popup that stays hidden (the visitor hid it) does not fetch its image: a hidden element
            // never comes into view.
            loading="lazy"
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
      <div className="flex shrink-0 flex-wrap items-center justify-between gap-x-3 border-gray-200 border-t bg-gray-50 px-4 py-2 text-sm">
        <button
          type="button"
          className="rounded px-1 py-1 text-ink hover:underline"
          {...popupPart('hide')}
          {...{ [popupHoursAttribute]: String(popup.hideForHours) }}
        >
          {labels.hideFor[String(popup.id)]}
        </button>
        <button
          type="button"
          className="rounded px-2 py-1 font-semibold text-ink hover:underline"
          {...popupPart('close')}
        >
          {labels.close}
        </button>
      </div>
    </div>
  )
}
