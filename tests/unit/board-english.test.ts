import { describe, expect, it } from 'vitest'
import { boardTableHtml } from '@/components/boards/board-list-html'
import { boardAuthorName, staffAuthorName } from '@/modules/boards/author-names'
import { boardCategoryName, boardCategoryOptions } from '@/modules/boards/category-names'
import type { BoardRow } from '@/modules/boards/listing'
import { boardSettings, demoPosts } from '@/seed/boards'
import { boardTranslator } from '../support/board-translator'

const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/

describe('board categories on the English site', () => {
  it('gives every category and record type the seed creates an English name', () => {
    const names = new Set<string>()
    for (const board of boardSettings) for (const name of 'categories' in board ? board.categories : []) names.add(name)
    for (const board of boardSettings)
      for (const name of 'recordTypes' in board ? board.recordTypes : []) names.add(name)
    for (const post of demoPosts()) {
      if (post.category) names.add(post.category)
      if (post.performance?.recordType) names.add(post.performance.recordType)
    }
    expect(names.size).toBeGreaterThan(10)
    const untranslated = [...names].filter((name) => hangul.test(boardCategoryName(name, 'en')))
    expect(untranslated).toEqual([])
  })

  it('names the starting categories in English on English pages and keeps the stored name elsewhere', () => {
    expect(boardCategoryName('공지', 'en')).toBe('Notice')
    expect(boardCategoryName('교육', 'en')).toBe('Training')
    expect(boardCategoryName('행사', 'en')).toBe('Event')
    expect(boardCategoryName('국가 R&D', 'en')).toBe('National R&D')
    expect(boardCategoryName('공지', 'ko')).toBe('공지')
    expect(boardCategoryName('국가 R&D', 'ko')).toBe('국가 R&D')
    // A category staff add later has no English name: its Korean name shows, as other untranslated content does.
    expect(boardCategoryName('채용', 'en')).toBe('채용')
  })

  it('keeps the stored name as the filter value and shows the label of the page language, in its order', () => {
    const types = ['정책 연구', '국가 R&D', '새 구분']
    expect(boardCategoryOptions(types, 'en')).toEqual([
      { value: '국가 R&D', label: 'National R&D' },
      { value: '정책 연구', label: 'Policy research' },
      { value: '새 구분', label: '새 구분' },
    ])
    expect(boardCategoryOptions(types, 'ko')).toEqual([
      { value: '국가 R&D', label: '국가 R&D' },
      { value: '새 구분', label: '새 구분' },
      { value: '정책 연구', label: '정책 연구' },
    ])
  })
})

describe('a notice list on the English site', () => {
  const t = boardTranslator('en')
  const row = (category: string): BoardRow => ({
    id: '1',
    number: 1,
    title: 'Fees',
    category,
    isNotice: false,
    isSecret: false,
    publishedAt: '2026-11-21T16:30:00.000Z',
    viewCount: 0,
    hasAttachments: false,
    authorName: staffAuthorName,
    performance: null,
  })
  const table = (locale?: 'ko' | 'en') =>
    boardTableHtml(t, [row('공지'), row('채용')], { caption: 'c', emptyText: '', viewHref: () => '/v', locale })

  it('tags the rows with the English category names, and a later category with its stored name', () => {
    expect(table('en')).toContain('[Notice]')
    expect(table('en')).toContain('[채용]')
    expect(table('en')).not.toContain('[공지]')
    expect(table()).toContain('[공지]')
  })
})

describe('board bylines', () => {
  it('names the staff author the site assigns in the page language, and people by their stored name', () => {
    expect(staffAuthorName).toBe('관리자')
    expect(boardAuthorName(staffAuthorName, 'en', 'Administrator')).toBe('Administrator')
    expect(boardAuthorName(staffAuthorName, 'ko', '관리자')).toBe('관리자')
    expect(boardAuthorName(null, 'en', 'Administrator')).toBe('Administrator')
    expect(boardAuthorName('  ', 'ko', '관리자')).toBe('관리자')
    expect(boardAuthorName('홍길동', 'en', 'Administrator')).toBe('홍길동')
    expect(boardAuthorName('홍길동', 'ko', '관리자')).toBe('홍길동')
  })
})
