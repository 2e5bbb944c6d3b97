import { describe, expect, it } from 'vitest'
import { companyEmail, email, maxLength, minLength, minMax, passwordLength } from '@/validation/validators'

describe('spec §5 validators', () => {
  it('email: empty passes, malformed addresses get the Korean message', () => {
    expect(email('')).toBe(true)
    expect(email(undefined)).toBe(true)
    expect(email('kim@greenclimate.or.kr')).toBe(true)
    expect(email('kim@example.info')).toBe(true)
    expect(email('kim@example')).toBe('이메일 형식에 맞지 않습니다.')
    expect(email('kim@example.technology')).toBe('이메일 형식에 맞지 않습니다.')
    expect(email('kim@example.c')).toBe('이메일 형식에 맞지 않습니다.')
    expect(email('김철수@example.com')).toBe('이메일 형식에 맞지 않습니다.')
  })

  it('companyEmail: wrong format first, then the company domain', () => {
    expect(companyEmail('', 'greenclimate.or.kr')).toBe(true)
    expect(companyEmail('kim@', 'greenclimate.or.kr')).toBe('이메일 형식에 맞지 않습니다.')
    expect(companyEmail('kim@gmail.com', 'greenclimate.or.kr')).toBe('이메일은 회사 내부 이메일 주소를 사용해 주세요.')
    expect(companyEmail('kim@GreenClimate.or.kr', 'greenclimate.or.kr')).toBe(true)
  })

  it('minLength(n): empty fails, length n or less fails', () => {
    const min = minLength(2)
    expect(min('')).toBe('2자 이상으로 작성해주세요.')
    expect(min('가나')).toBe('2자 이상으로 작성해주세요.')
    expect(min('가나다')).toBe(true)
  })

  it('maxLength(n): empty fails, length n or more fails', () => {
    const max = maxLength(5)
    expect(max('')).toBe('5자 이하로 작성해주세요.')
    expect(max('가나다라마')).toBe('5자 이하로 작성해주세요.')
    expect(max('가나다라')).toBe(true)
  })

  it('minMax(min, max): empty passes, bounds inclusive', () => {
    const rule = minMax(2, 4)
    expect(rule('')).toBe(true)
    expect(rule('가')).toBe('2자 이상으로 작성해주세요.')
    expect(rule('가나')).toBe(true)
    expect(rule('가나다라')).toBe(true)
    expect(rule('가나다라마')).toBe('4자 이하로 작성해주세요.')
  })

  it('passwordLength: 8+ of letters, digits and @$!%*#?& with one of each', () => {
    expect(passwordLength('')).toBe(true)
    expect(passwordLength('abcd123!')).toBe(true)
    expect(passwordLength('Green2026@Climate')).toBe(true)
    const bad = '비밀번호 형식이 올바르지 않습니다.'
    expect(passwordLength('abc12!')).toBe(bad)
    expect(passwordLength('abcdefgh1')).toBe(bad)
    expect(passwordLength('abcdefgh!')).toBe(bad)
    expect(passwordLength('12345678!')).toBe(bad)
    expect(passwordLength('abcd1234^')).toBe(bad)
    expect(passwordLength('abcd 1234!')).toBe(bad)
    expect(passwordLength('비밀번호abc123!')).toBe(bad)
  })
})
