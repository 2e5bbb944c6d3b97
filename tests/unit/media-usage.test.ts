import { describe, expect, it } from 'vitest'
import { describeMediaUsage, formatFileSize } from '@/modules/files/media-usage'

describe('image list texts', () => {
  it('shows sizes in B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(34 * 1024 + 100)).toBe('34 KB')
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB')
    expect(formatFileSize(undefined)).toBe('')
  })

  it('names the first use and counts the rest per collection', () => {
    expect(describeMediaUsage(undefined)).toBe('사용 안 함')
    expect(describeMediaUsage([{ label: '팝업', titles: ['여름 안내'] }])).toBe('팝업: 여름 안내')
    expect(
      describeMediaUsage([
        { label: '게시글', titles: ['가', '나', '다'] },
        { label: '팝업', titles: ['라'] },
      ]),
    ).toBe('게시글: 가 외 2건 · 팝업: 라')
  })
})
