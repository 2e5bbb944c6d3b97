import { adminTitle } from './admin-brand'

/**
 * Overrides of Payload's Korean admin texts (`i18n.translations.ko`). Payload's own Korean leaves some words in
 * English (`locale`), names the sign-in id "이메일 또는 사용자 이름" where this site calls it 아이디 (spec: userId),
 * shows checkboxes as 참/거짓, and carries two broken entries (`clear`, `restoring` hold a translator's prompt).
 * Only the keys staff meet are listed; everything else stays Payload's.
 */
export const adminKoTranslations = {
  authentication: {
    // The sign-in form and the account form: staff sign in with their 아이디 (an e-mail address also works).
    emailOrUsername: '아이디',
    username: '아이디',
  },
  error: {
    // The notice over the form when the server refuses a field; the field's own message is shown under it.
    followingFieldsInvalid_one: '입력 내용을 확인해 주세요:',
    followingFieldsInvalid_other: '입력 내용을 확인해 주세요:',
  },
  general: {
    true: '예',
    false: '아니오',
    locale: '언어',
    locales: '언어',
    fallbackToDefaultLocale: '기본 언어(한국어)로 대체',
    payloadSettings: `${adminTitle} 설정`,
    clear: '지우기',
    restoring: '복원 중...',
    user: '직원',
    anotherUser: '다른 직원',
    currentlyEditing:
      '님이 이 문서를 편집하고 있습니다. 편집을 넘겨받으면 그분은 계속 편집할 수 없고 저장하지 않은 내용을 잃을 수 있습니다.',
  },
  validation: { trueOrFalse: '예 또는 아니오만 고를 수 있습니다.' },
  version: { selectLocales: '표시할 언어 선택', showLocales: '언어 표시:' },
} as const
