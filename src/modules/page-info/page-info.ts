import type { Locale } from '@/i18n/locales'

/** The part of a CMS page the information block reads (a `Page` of payload-types fits). */
export type PageInfoSource = {
  id: number
  path: string
  updatedAt: string
  publishedAt?: string | null
  pageInfo?: { department?: string | null; contact?: string | null } | null
}

/** What the block under a content page shows; a field left empty in the admin is absent and not shown. */
export type PageInfo = {
  pageId: number
  path: string
  department?: string
  contact?: string
  updatedAt: string
  /** 최종 확인일: the last 변경 없음 확인 (콘텐츠 정비), shown only when later than the last publication. */
  reviewedAt?: string
}

const filled = (value: string | null | undefined): string | undefined => value?.trim() || undefined

/**
 * 담당부서, 연락처 and 최종 수정일 of a page. The date is the page's last publication (set when it is saved as
 * published), so a draft saved for later does not move it; pages published before the field existed fall back to
 * their last change.
 */
export function pageInfoOf(page: PageInfoSource, reviewedAt?: string | null): PageInfo {
  const updatedAt = page.publishedAt || page.updatedAt
  return {
    pageId: page.id,
    path: page.path,
    department: filled(page.pageInfo?.department),
    contact: filled(page.pageInfo?.contact),
    updatedAt,
    // A publication is itself a review: an older confirmation says nothing more.
    ...(reviewedAt && Date.parse(reviewedAt) > Date.parse(updatedAt) ? { reviewedAt } : {}),
  }
}

const englishDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
})
const koreanParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** A date as Korean public sites print it (2026.11.25), or in English (Nov 25, 2026); the day is Korea's. */
export function formatPageDate(iso: string, locale: Locale): string {
  const date = new Date(iso)
  if (locale === 'en') return englishDate.format(date)
  return koreanParts.format(date).replaceAll('-', '.')
}
