/**
 * The board a new post is written on, read from the admin addresses staff come from, so nobody picks the board
 * number by hand:
 * - `?boardSeq=N` on the create view (the site's 글쓰기 and `/admin/content-modify?boardSettingSeq=N` open it so);
 * - a board's list (`/admin/content/notice` → `?where[boardSeq][equals]=N`, or the same filter built in the list's
 *   filter bar, nested under `where[or][0][and][0]`) whose 새로 생성 opens the create view with that list as referrer.
 *
 * Pure: takes the create view's query and the referring address, so it is unit-tested.
 */

const positiveSeq = (value: string | null | undefined): number | undefined => {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined
  const n = Number(value)
  return n > 0 ? n : undefined
}

/** The one board a query names, as `boardSeq=N` or an equals filter on `boardSeq`; none when it names several. */
export function boardSeqOfQuery(params: URLSearchParams): number | undefined {
  const direct = positiveSeq(params.get('boardSeq'))
  if (direct) return direct
  const filtered = new Set<number>()
  for (const [key, value] of params) {
    if (!/(^where|\])\[boardSeq\]\[equals\]$/.test(key)) continue
    const seq = positiveSeq(value)
    if (seq) filtered.add(seq)
  }
  return filtered.size === 1 ? [...filtered][0] : undefined
}

function boardSeqOfUrl(url: string | null | undefined): number | undefined {
  if (!url) return undefined
  try {
    return boardSeqOfQuery(new URL(url).searchParams)
  } catch {
    return undefined
  }
}

/** The board to preset on a new post: the create view's own query first, then the list it was opened from. */
export function presetBoardSeq(
  createQuery: URLSearchParams | null | undefined,
  referrer: string | null | undefined,
): number | undefined {
  return (createQuery ? boardSeqOfQuery(createQuery) : undefined) ?? boardSeqOfUrl(referrer)
}
