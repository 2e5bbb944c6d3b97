import { describe, expect, it } from 'vitest'
import { boardViolation, categoryViolation, postRuleMessages } from '@/modules/boards/post-rules'

const notice = {
  boardSettingSeq: 1,
  type: 'notice',
  useCategories: true,
  categories: [{ name: '공지' }, { name: '교육' }],
}
const newsletter = { boardSettingSeq: 4, type: 'newsletter', useCategories: false, categories: [] }

describe('which board and category a post may have', () => {
  it('takes a post on an existing board other than the field Q&A', () => {
    expect(boardViolation(1, notice)).toBeNull()
    expect(boardViolation(99, null)).toBe(postRuleMessages.missingBoard)
    expect(boardViolation(undefined, null)).toBe(postRuleMessages.noBoard)
    expect(boardViolation('1', notice)).toBe(postRuleMessages.noBoard)
    expect(boardViolation(3, { boardSettingSeq: 3, type: 'qna' })).toBe(postRuleMessages.qnaBoard)
    // A board typed Q&A under another number is the Q&A too.
    expect(boardViolation(9, { boardSettingSeq: 9, type: 'qna' })).toBe(postRuleMessages.qnaBoard)
  })

  it("takes a category only from the board's list, when the board uses categories", () => {
    expect(categoryViolation(notice, '교육')).toBeNull()
    expect(categoryViolation(notice, '')).toBeNull()
    expect(categoryViolation(notice, null)).toBeNull()
    expect(categoryViolation(notice, '행사')).toBe('분류는 공지, 교육 중 하나여야 합니다.')
    expect(categoryViolation(notice, 7)).toBe('분류는 공지, 교육 중 하나여야 합니다.')
    // Like the spec API: a board without categories does not judge the category.
    expect(categoryViolation(newsletter, '아무거나')).toBeNull()
    expect(categoryViolation({ ...notice, useCategories: false }, '행사')).toBeNull()
  })
})
