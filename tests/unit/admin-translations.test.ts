import { initI18n } from '@payloadcms/translations'
import { ko } from '@payloadcms/translations/languages/ko'
import { describe, expect, it } from 'vitest'
import { adminKoTranslations } from '@/components/admin/admin-translations'

/** Payload's own translator with the site's overrides, as the admin builds it (payload.config.ts `i18n`). */
const translator = () =>
  initI18n({
    config: { fallbackLanguage: 'ko', supportedLanguages: { ko }, translations: { ko: adminKoTranslations } } as never,
    context: 'client',
    language: 'ko',
  })

describe("the admin's Korean, label first", () => {
  it('shows an empty cell as "분류 없음" and the list summary as "1-10 / 50"', async () => {
    const { t } = await translator()
    expect(t('general:noLabel', { label: '분류' })).toBe('분류 없음')
    expect(`1-10 ${t('general:of')} 50`).toBe('1-10 / 50')
    // The list's tab beside 휴지통.
    expect(`${t('general:all')} 공지사항`).toBe('전체 공지사항')
  })

  it('puts the label before its count, with particles that fit any word', async () => {
    const { t } = await translator()
    expect(t('general:deletedCountSuccessfully', { label: '게시글', count: 2 })).toBe('게시글 2개를 삭제했습니다.')
    expect(t('general:trashedCountSuccessfully', { label: '공지사항', count: 3 })).toBe(
      '공지사항 3개를 휴지통으로 옮겼습니다.',
    )
    expect(t('general:searchBy', { label: '제목, 분류' })).toBe('제목, 분류에서 검색')
    expect(t('general:restoreAsPublished')).toBe('게시된 버전으로 복원')
    expect(t('validation:greaterThanMax', { label: t('general:value'), max: 2100, value: 2200 })).toBe(
      '2200은(는) 최댓값 2100보다 큽니다.',
    )
  })

  it('leaves no override in English order, addressing the reader as 당신, or in a verb’s dictionary form', () => {
    const texts = JSON.stringify(adminKoTranslations)
    expect(texts).not.toMatch(/<\{\{label\}\} 없음>|당신|하다"|\}\}(를|을|가|로) /)
    expect(texts).not.toMatch(/열기 메뉴|닫기 메뉴/)
  })
})
