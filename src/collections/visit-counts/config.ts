import type { CollectionConfig } from 'payload'
import { nobody } from '@/access'
import { readVisitorStats } from '@/modules/visitor-stats/access'
import { visitCountKinds } from '@/modules/visitor-stats/kinds'

/**
 * 접속자 통계: one row per Korean day, kind and item (a page path, an entry referrer host, a device class, a locale,
 * or the day's total) with its visitor and page-view counts. Rows hold counts only, never who visited
 * (docs/decisions/0023-visitor-statistics.md). Written only by the visit beacon's one-statement upsert; staff who
 * may read pages read them through the 접속자 통계 screen, and the nightly job deletes days past the retention.
 */
export const VisitCounts: CollectionConfig = {
  slug: 'visit-counts',
  labels: { singular: '접속자 통계', plural: '접속자 통계' },
  admin: { hidden: true },
  access: { read: readVisitorStats, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['day', 'kind', 'item'], unique: true }],
  fields: [
    { name: 'day', label: '날짜', type: 'text', required: true, index: true },
    { name: 'kind', label: '종류', type: 'select', required: true, options: [...visitCountKinds] },
    { name: 'item', label: '항목', type: 'text', required: true },
    { name: 'visitors', label: '방문자', type: 'number', required: true, defaultValue: 0 },
    { name: 'views', label: '페이지뷰', type: 'number', required: true, defaultValue: 0 },
  ],
}
