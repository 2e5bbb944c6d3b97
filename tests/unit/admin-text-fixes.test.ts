// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { applyAdminTextFixes, koreanLockDate, koreanNavLabel } from '@/modules/admin/admin-text-fixes'

describe("the lock notice's date, written by Payload in en-US", () => {
  it('reads 2026.11.25 05:41 like the rest of the admin, 24-hour', () => {
    expect(koreanLockDate('Nov 25, 2026, 5:41 AM')).toBe('2026.11.25 05:41')
    expect(koreanLockDate('Nov 25, 2026, 5:41 PM')).toBe('2026.11.25 17:41')
    expect(koreanLockDate('Jan 1, 2027, 12:05 AM')).toBe('2027.01.01 00:05')
    expect(koreanLockDate('Dec 31, 2026, 12:30 PM')).toBe('2026.12.31 12:30')
    // Newer ICU separates AM/PM with a narrow no-break space.
    expect(koreanLockDate('Nov 25, 2026, 5:41\u202fAM')).toBe('2026.11.25 05:41')
  })

  it('leaves every other text alone', () => {
    expect(koreanLockDate('2026.11.25 05:41')).toBeNull()
    expect(koreanLockDate('홍길동 (hong)')).toBeNull()
    expect(koreanLockDate('Foo 25, 2026, 5:41 AM')).toBeNull()
    expect(koreanLockDate('Nov 25, 2026, 13:41 PM')).toBeNull()
    expect(koreanLockDate('')).toBeNull()
  })
})

describe("the sidebar toggle's label", () => {
  it('puts 메뉴 first, as Korean does', () => {
    expect(koreanNavLabel('열기 메뉴')).toBe('메뉴 열기')
    expect(koreanNavLabel('닫기 메뉴')).toBe('메뉴 닫기')
    expect(koreanNavLabel('메뉴 열기')).toBeNull()
    expect(koreanNavLabel(null)).toBeNull()
  })
})

describe('on the page', () => {
  it("rewrites Payload's lock dialog and toggle, and nothing else", () => {
    document.body.innerHTML = `
      <button class="nav-toggler" aria-label="열기 메뉴" type="button"><div aria-label="열기" title="열기"></div></button>
      <div class="document-locked"><div class="document-locked__content">
        <h1>문서가 잠겼습니다</h1>
        <p><strong>홍길동 (hong)</strong> 님이 이 문서를 편집하고 있습니다.</p>
        <p>편집됨 <strong>Nov 25, 2026, 5:41 AM</strong></p>
      </div></div>
      <p><strong>Nov 25, 2026, 5:41 AM</strong></p>`
    const dateNode = document.querySelectorAll('.document-locked strong')[1]?.firstChild
    applyAdminTextFixes(document)
    // React's own text node is changed in place, so React's later updates still reach the page.
    expect(document.querySelectorAll('.document-locked strong')[1]?.firstChild).toBe(dateNode)
    expect(dateNode?.nodeValue).toBe('2026.11.25 05:41')
    expect(document.querySelector('.nav-toggler')?.getAttribute('aria-label')).toBe('메뉴 열기')
    const dialog = document.querySelector('.document-locked')
    expect(dialog?.textContent?.replace(/\s+/g, ' ')).toContain('편집됨 2026.11.25 05:41')
    expect(dialog?.textContent).toContain('홍길동 (hong)')
    // Outside the lock dialog a date stays as it was written.
    expect(document.body.lastElementChild?.textContent).toBe('Nov 25, 2026, 5:41 AM')
    // Running again changes nothing (the observer calls it on every change).
    const before = document.body.innerHTML
    applyAdminTextFixes(document)
    expect(document.body.innerHTML).toBe(before)
  })
})
