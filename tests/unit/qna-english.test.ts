import { describe, expect, it } from 'vitest'
import enQna from '@/i18n/messages/en/qna.json'
import koQna from '@/i18n/messages/ko/qna.json'
import { captchaMessagesEn } from '@/modules/captcha/messages'
import { qnaCategoryName } from '@/modules/qna/category-names'
import { qnaConsent, qnaConsentText } from '@/modules/qna/consent'
import { qnaMessagesEn } from '@/modules/qna/messages'
import { qnaStatusLabel } from '@/modules/qna/status'

const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/

describe('the English Q&A', () => {
  it('has every text of the Korean pages, and none of them in Korean', () => {
    expect(Object.keys(enQna).sort()).toEqual(Object.keys(koQna).sort())
    const english = [
      ...Object.values(enQna),
      ...Object.values(qnaMessagesEn),
      ...Object.values(captchaMessagesEn),
      ...Object.values(qnaConsentText('en')),
    ]
    expect(english.filter((text) => hangul.test(text))).toEqual([])
  })

  it('names the states in the page language; the Korean site keeps the spec words', () => {
    expect(qnaStatusLabel('waiting')).toBe('답변대기')
    expect(qnaStatusLabel('answered', 'ko')).toBe('답변완료')
    expect(qnaStatusLabel('waiting', 'en')).toBe('Awaiting answer')
    expect(qnaStatusLabel('answered', 'en')).toBe('Answered')
    expect(qnaStatusLabel(null, 'en')).toBe('Awaiting answer')
  })

  it('gives the starting categories their English names and leaves names staff chose as they are', () => {
    expect(qnaCategoryName('BF 인증', 'en')).toBe('Barrier-free (BF) certification')
    expect(qnaCategoryName('BF 인증', 'ko')).toBe('BF 인증')
    expect(qnaCategoryName('새 분류', 'en')).toBe('새 분류')
    // The 영문 이름 staff give wins on English pages, and is never shown on Korean ones.
    expect(qnaCategoryName('새 분류', 'en', 'New topic')).toBe('New topic')
    expect(qnaCategoryName('BF 인증', 'en', 'BF certification')).toBe('BF certification')
    expect(qnaCategoryName('새 분류', 'en', '  ')).toBe('새 분류')
    expect(qnaCategoryName('새 분류', 'ko', 'New topic')).toBe('새 분류')
  })

  it('shows the Korean consent on the Korean site, word for word', () => {
    expect(qnaConsentText('ko')).toBe(qnaConsent)
  })
})
