'use client'

import { hidePopupFor } from './popup-storage'

/** The footer of a window popup: hide it for its hours, or just close the window. */
export function PopupWindowControls({
  id,
  hideForHours,
  labels,
}: {
  id: number | string
  hideForHours: number
  labels: { hideFor: string; close: string }
}) {
  return (
    <div className="flex items-center justify-between border-gray-200 border-t bg-gray-50 px-4 py-2 text-sm">
      <button
        type="button"
        onClick={() => {
          hidePopupFor(id, hideForHours)
          window.close()
        }}
        className="rounded px-1 py-1 hover:underline"
      >
        {labels.hideFor}
      </button>
      <button type="button" onClick={() => window.close()} className="rounded px-2 py-1 font-semibold hover:underline">
        {labels.close}
      </button>
    </div>
  )
}
