import type { Where } from 'payload'

/**
 * The display rule for banners and popups, written once: used by the home page, the popup window page
 * and the API. An item shows when it is switched on and `now` is inside its period (open ends allowed;
 * the start is inclusive, the end exclusive).
 */
export type DisplayWindow = {
  enabled?: boolean | null
  startsAt?: string | Date | null
  endsAt?: string | Date | null
}

export function isInDisplayWindow(item: DisplayWindow, now: Date = new Date()): boolean {
  if (!item.enabled) return false
  const time = now.getTime()
  if (item.startsAt && new Date(item.startsAt).getTime() > time) return false
  if (item.endsAt && new Date(item.endsAt).getTime() <= time) return false
  return true
}

export type DisplayState = 'draft' | 'showing' | 'off' | 'scheduled' | 'ended'

/**
 * Where an item stands against its display rule, for staff screens: why it is, or is not, on the site now. A draft
 * (never published, or the newest version waiting for 게시 승인) is not on the site as it stands.
 */
export function displayState(item: DisplayWindow & { _status?: string | null }, now: Date = new Date()): DisplayState {
  if (item._status === 'draft') return 'draft'
  if (!item.enabled) return 'off'
  if (isInDisplayWindow(item, now)) return 'showing'
  return item.startsAt && new Date(item.startsAt).getTime() > now.getTime() ? 'scheduled' : 'ended'
}

export const displayStateLabels: Record<DisplayState, string> = {
  draft: '게시 전',
  showing: '노출 중',
  off: '꺼짐',
  scheduled: '노출 예정',
  ended: '기간 끝남',
}

const koreanDate = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' })

/** The period as staff read it: "2026. 11. 1. ~ 2026. 11. 30.", with open ends said in words. */
export function periodLabel(item: Pick<DisplayWindow, 'startsAt' | 'endsAt'>): string {
  if (!item.startsAt && !item.endsAt) return '기간 제한 없음'
  const from = item.startsAt ? koreanDate.format(new Date(item.startsAt)) : '즉시'
  const to = item.endsAt ? koreanDate.format(new Date(item.endsAt)) : '계속'
  return `${from} ~ ${to}`
}

export type PopupDevice = 'all' | 'pc' | 'mobile'

/** Phones see `mobile` popups, everything else (desktops, tablets, crawlers) sees `pc` ones; `all` goes everywhere. */
export function matchesDevice(target: PopupDevice | null | undefined, device: { mobile: boolean }): boolean {
  if (!target || target === 'all') return true
  return target === 'mobile' ? device.mobile : !device.mobile
}

/**
 * Payload `where` for items that may ever be shown: published (not a draft waiting for 게시 승인) and switched on,
 * whatever their period. What a process keeps in memory (the home page's banners and popups) is read with this, so the
 * clock can decide at each request with `visibleNow`.
 */
export const switchedOnWhere: Where = { and: [{ _status: { equals: 'published' } }, { enabled: { equals: true } }] }

/** Payload `where` for items that may be in their window now; callers still apply `isInDisplayWindow`. */
export function displayWindowWhere(now: Date = new Date()): Where {
  const iso = now.toISOString()
  return {
    and: [
      switchedOnWhere,
      { or: [{ startsAt: { exists: false } }, { startsAt: { less_than_equal: iso } }] },
      { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: iso } }] },
    ],
  }
}

/** Sorted by the staff's order, then oldest first, then only those inside their window. */
export function visibleNow<T extends DisplayWindow & { sortOrder?: number | null }>(
  items: T[],
  now: Date = new Date(),
): T[] {
  return items.filter((item) => isInDisplayWindow(item, now)).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
}
