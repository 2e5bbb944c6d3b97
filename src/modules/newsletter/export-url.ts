/**
 * The CSV export address for what the subscriber list shows: the status chosen in the list's filter (wherever
 * Payload's filter builder nests it, as long as one status is asked for) and the list's search text. Pure, so the
 * list button and its tests share it.
 */
const statuses = new Set(['pending', 'active', 'unsubscribed'])

export function subscriberExportUrl(listQuery: URLSearchParams): string {
  const query = new URLSearchParams()
  const chosen = new Set<string>()
  for (const [key, value] of listQuery) {
    if (/^where(\[(and|or)\]\[\d+\])*\[status\]\[equals\]$/.test(key) && statuses.has(value)) chosen.add(value)
  }
  // Two different statuses (an "or" of them) cannot be one export filter: export all and let staff sort it out.
  const [status] = chosen
  if (status && chosen.size === 1) query.set('status', status)
  const search = listQuery.get('search')?.trim()
  if (search) query.set('searchText', search.slice(0, 100))
  const encoded = query.toString()
  return `/api/v1/subscribers/export${encoded ? `?${encoded}` : ''}`
}
