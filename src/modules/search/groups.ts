import { boardSeqs } from '@/modules/boards/board-numbers'
import { registryPage } from '@/modules/certification/pages'
import { allPages, type Label, locate, siteSections } from '@/modules/site/site-map'

/**
 * The groups of site-wide search results, in the order of the site map: the content pages of each section, then each
 * public board. The group's key is what `?section=` names.
 */
export type SearchGroupDef =
  | { kind: 'pages'; key: string; label: Label; sectionKey: string | null }
  | { kind: 'board'; key: string; label: Label; path: string; boardSeq: number }
  | { kind: 'qna'; key: string; label: Label; path: string }
  | { kind: 'certificates'; key: string; label: Label }

/** Each board page of the site map and the board it shows (the 전체 실적 page repeats its three boards: left out). */
const boardOfPath: Record<string, number | 'qna'> = {
  'media/media01': boardSeqs.notice,
  'media/media02': 'qna',
  'media/media03': boardSeqs.newsletter,
  'media/media04': boardSeqs.recruit,
  'performance/performance01': boardSeqs.certificationRecords,
  'performance/performance02': boardSeqs.engineeringRecords,
  'performance/performance03': boardSeqs.rndRecords,
}

/** Content pages stored in the CMS under a path the site map does not list. */
export const otherPagesGroup: SearchGroupDef = {
  kind: 'pages',
  key: 'pages',
  label: { ko: '기타 페이지', en: 'Other pages' },
  sectionKey: null,
}

const pageGroups: SearchGroupDef[] = siteSections
  .filter((section) => section.pages.some((page) => page.source === 'cms'))
  .map((section) => ({ kind: 'pages', key: section.key, label: section.label, sectionKey: section.key }))

/**
 * A board's name among the search groups. The record boards are named as records: beside the sections' own groups,
 * their menu names alone would read twice ("R&D" the section and "R&D" the records, on the English site).
 */
const boardGroupLabel = (path: string, label: Label): Label =>
  locate(path)?.section.key === 'performance' ? { ko: `${label.ko} 실적`, en: `${label.en} records` } : label

const boardGroups: SearchGroupDef[] = allPages.flatMap((page): SearchGroupDef[] => {
  const board = boardOfPath[page.path]
  if (board === undefined) return []
  const key = page.path.split('/').pop() as string
  return board === 'qna'
    ? [{ kind: 'qna', key, label: page.label, path: page.path }]
    : [{ kind: 'board', key, label: boardGroupLabel(page.path, page.label), path: page.path, boardSeq: board }]
})

/** 인증 현황: published certificates by building name or number (src/modules/certification/register.ts). */
const certificatesGroup: SearchGroupDef = { kind: 'certificates', key: 'registry', label: registryPage.label }

export const searchGroups: SearchGroupDef[] = [...pageGroups, otherPagesGroup, ...boardGroups, certificatesGroup]

export function findSearchGroup(key: string | null): SearchGroupDef | undefined {
  return key ? searchGroups.find((group) => group.key === key) : undefined
}

/** The group a content page's results belong to: its site-map section, or the other pages. */
export function pageGroupKey(path: string): string {
  const section = locate(path)?.section.key
  return section && pageGroups.some((group) => group.key === section) ? section : otherPagesGroup.key
}
