import { visitBeaconBody } from '@/modules/visitor-stats/beacon'

export const visitBeaconUrl = '/api/visits'

/**
 * 접속자 통계: tells the server that this page was shown, after it was, with `navigator.sendBeacon` to our own origin.
 * The page itself may come from the page cache (server.mjs), so only the browser can say it was seen. The beacon
 * carries the page's path and locale and, on the first page of a visit, the external referrer's host: no cookie,
 * no identifier (docs/decisions/0023-visitor-statistics.md). A prerendered page waits until it is actually shown;
 * a page restored from the back/forward cache counts as shown again.
 */
export function enhanceVisitBeacon(root: Document): void {
  const view = root.defaultView
  if (!view || typeof view.navigator.sendBeacon !== 'function') return
  // Once per page load, however often the enhancements run.
  if (root.documentElement.hasAttribute('data-visit-beacon')) return
  root.documentElement.setAttribute('data-visit-beacon', '')
  const send = (referrer: string) => {
    const body = visitBeaconBody({
      pathname: view.location.pathname,
      lang: root.documentElement.lang,
      origin: view.location.origin,
      referrer,
    })
    if (body) view.navigator.sendBeacon(visitBeaconUrl, body)
  }
  const prerendering = (root as Document & { prerendering?: boolean }).prerendering
  if (prerendering) root.addEventListener('prerenderingchange', () => send(root.referrer), { once: true })
  else send(root.referrer)
  // Back/forward restores the page without running scripts again; it is a page view within the same visit.
  view.addEventListener('pageshow', (event) => {
    if (event.persisted) send(view.location.href)
  })
}
