import { describe, expect, it } from 'vitest'
import { statusKeptThroughTrash } from '@/modules/boards/trash-status'

describe('statusKeptThroughTrash', () => {
  const trashedAt = '2026-11-27T01:00:00.000Z'

  it('keeps a trashed published post published, whatever the restore asks', () => {
    expect(statusKeptThroughTrash({ deletedAt: trashedAt, _status: 'published' })).toBe('published')
  })

  it('keeps a trashed draft a draft, so ticking "restore as published" never publishes it', () => {
    expect(statusKeptThroughTrash({ deletedAt: trashedAt, _status: 'draft' })).toBe('draft')
  })

  it('leaves saves of posts outside the trash alone', () => {
    expect(statusKeptThroughTrash({ deletedAt: null, _status: 'published' })).toBeUndefined()
    expect(statusKeptThroughTrash({ _status: 'draft' })).toBeUndefined()
    expect(statusKeptThroughTrash(undefined)).toBeUndefined()
  })

  it('decides nothing for a stored status it does not know', () => {
    expect(statusKeptThroughTrash({ deletedAt: trashedAt, _status: 'archived' })).toBeUndefined()
  })
})
