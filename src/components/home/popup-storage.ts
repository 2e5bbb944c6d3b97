/**
 * "Don't show again" for the site's popups, shared by the home page's layer popups (src/enhance/popup-layer.ts) and
 * the footer of a window popup (popup-window-controls.tsx), so both keep the same rule.
 *
 * It is kept in the browser's local storage, not in a cookie: a cookie would go with every page request, and the
 * page caches serve only requests without cookies (other than the locale one), so a visitor who hid a popup got
 * uncached pages for a day (docs/decisions/0015-fonts-and-mobile-first-paint.md). The value is the time (ms since
 * the epoch) until which the popup stays hidden.
 */
const storageKey = (id: number | string) => `popup_hide_${id}`

/** Whether the visitor hid this popup and the time has not run out; an expired entry is cleared on the way. */
export function isPopupHidden(id: number | string): boolean {
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
