import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { listQuery, listStateFrom } from '@/components/boards/board-pages'
import { lexicalFromParagraphs, lexicalPlainText } from '@/modules/boards/rich-text'
import { changedVisitorFields, moderationChanged } from '@/modules/qna/staff-rules'
import { decodeUnlocks, encodeUnlocks, unlockOf, unlocksRow } from '@/modules/qna/unlock-cookie'

describe('board list state in the URL', () => {
  it('reads page, search and filters defensively', () => {
    expect(listStateFrom({ page: '3', field: 'title', q: ' 효율 ', year: '2025', type: 'BF 본인증' })).toEqual({
      page: 3,
      field: 'title',
      q: '효율',
      year: 2025,
      type: 'BF 본인증',
      open: false,
    })
    expect(listStateFrom({ page: '-1', field: 'drop table', year: '1200' })).toEqual({
      page: 1,
      field: 'all',
      q: '',
      year: undefined,
      type: undefined,
      open: false,
    })
    expect(listStateFrom({ status: 'open' }).open).toBe(true)
    expect(listStateFrom({ status: 'closed' }).open).toBe(false)
    expect(listQuery({ page: 1, q: '', open: true })).toBe('?status=open')
  })

  it('writes only what differs from the defaults, so the view can link back to the same list', () => {
    expect(listQuery({ page: 1, field: 'all', q: '' })).toBe('')
    expect(listQuery({ page: 2, field: 'content', q: '지붕' })).toBe('?page=2&field=content&q=%EC%A7%80%EB%B6%95')
    expect(listQuery({ page: 1, year: 2026, type: '정책 연구' })).toBe(
      '?year=2026&type=%EC%A0%95%EC%B1%85+%EC%97%B0%EA%B5%AC',
    )
  })
})

describe('rich text for search', () => {
  it('keeps the visible text, one paragraph per line', () => {
    expect(lexicalPlainText(lexicalFromParagraphs(['첫 문단', '둘째 문단']))).toBe('첫 문단\n둘째 문단')
    expect(lexicalPlainText(null)).toBe('')
  })
})

describe('Q&A question fields staff may not change', () => {
  const stored = {
    title: '제목',
    content: '내용',
    name: '홍길동',
    email: 'hong@example.com',
    phone: null,
    isSecret: true,
    consent: { version: 'v1', agreedAt: '2026-04-01T00:00:00.000Z' },
  }

  it('finds no change when the admin form sends the stored question back as it is', () => {
    const sentBack = { ...stored, phone: '', consent: { version: 'v1', agreedAt: '2026-04-01T00:00:00Z' }, category: 2 }
    expect(changedVisitorFields(sentBack, stored)).toEqual([])
  })

  it('names each visitor field a change would alter, and leaves the category to staff', () => {
    expect(changedVisitorFields({ title: '다른 제목', isSecret: false, category: 3 }, stored)).toEqual([
      'title',
      'isSecret',
    ])
    expect(changedVisitorFields({ consent: { version: 'v2', agreedAt: stored.consent.agreedAt } }, stored)).toEqual([
      'consent',
    ])
  })

  it('sees a moderation change in hiding, redacted text or reason, not in blank versus missing', () => {
    expect(moderationChanged({ hidden: false, redactedContent: '', reason: '' }, null)).toBe(false)
    expect(moderationChanged({ hidden: true, reason: '사유' }, { hidden: false })).toBe(true)
    expect(moderationChanged({ redactedContent: '가린 글' }, {})).toBe(true)
  })
})

describe('unlocked secret posts cookie', () => {
  const secret = 'unit-test-secret-with-enough-length-000'

  const row = { id: 5, createdAt: '2026-11-25T06:00:00.123Z', passwordHash: '$argon2id$v=19$first' }
  const seven = { id: 7, createdAt: '2026-11-25T06:00:01.000Z', passwordHash: '$argon2id$v=19$seven' }

  it('round-trips the entries and rejects a tampered or foreign cookie', () => {
    const cookie = encodeUnlocks(secret, [unlockOf(secret, row), unlockOf(secret, seven), unlockOf(secret, row)])
    expect(decodeUnlocks(secret, cookie).map((u) => u.id)).toEqual(['7', '5'])
    expect(decodeUnlocks('another-secret-with-enough-length-0000', cookie)).toEqual([])
    expect(decodeUnlocks(secret, `${cookie}x`)).toEqual([])
    expect(decodeUnlocks(secret, 'garbage')).toEqual([])
  })

  it('unlocks the row that was unlocked, not a later row given the same id', () => {
    const unlocks = decodeUnlocks(secret, encodeUnlocks(secret, [unlockOf(secret, row)]))
    expect(unlocksRow(secret, unlocks, row)).toBe(true)
    expect(unlocksRow(secret, unlocks, { ...row, createdAt: '2026-11-25T06:00:00.124Z' })).toBe(false)
    expect(unlocksRow(secret, unlocks, { ...row, passwordHash: '$argon2id$v=19$second' })).toBe(false)
    expect(unlocksRow(secret, unlocks, seven)).toBe(false)
  })

  it('reads a cookie of the earlier id-only format as unlocking nothing', () => {
    const body = Buffer.from(JSON.stringify(['5'])).toString('base64url')
    const old = `${body}.${createHmac('sha256', `${secret}:qna-unlock`).update(body).digest('base64url')}`
    expect(decodeUnlocks(secret, old)).toEqual([])
  })
})
