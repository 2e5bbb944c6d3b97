import { describe, expect, it } from 'vitest'
import { sidebarBand } from '@/modules/admin/sidebar-band'
import { withDatesDecidingStatus } from '@/modules/boards/post-dates'

describe('the admin sidebar by window width', () => {
  it('is beside the page from 1,025 to 1,440 px, over it up to 1,024 px, and unknown until measured', () => {
    expect(sidebarBand(false, false)).toBe('wide')
    expect(sidebarBand(true, false)).toBe('beside')
    expect(sidebarBand(true, true)).toBe('over')
    expect(sidebarBand(undefined, undefined)).toBe('unknown')
    expect(sidebarBand(true, undefined)).toBe('unknown')
  })
})

describe('a read that asks for a post’s 상태', () => {
  it('also reads 게시 시작 and 게시 종료, which decide 예약 and 게시 종료', () => {
    expect(withDatesDecidingStatus({ title: true, _status: true })).toEqual({
      title: true,
      _status: true,
      displayFrom: true,
      displayUntil: true,
    })
  })

  it('leaves reads without 상태, reads of everything and selects that leave fields out as they are', () => {
    expect(withDatesDecidingStatus({ title: true })).toEqual({ title: true })
    expect(withDatesDecidingStatus(undefined)).toBeUndefined()
    expect(withDatesDecidingStatus({ content: false })).toEqual({ content: false })
  })
})
