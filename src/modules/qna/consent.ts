/**
 * The privacy consent shown on the Q&A form. Its version is stored with each post, so we can tell later which
 * wording a visitor agreed to; change the version whenever the wording changes.
 */
export const qnaConsent = {
  version: 'qna-2026-11',
  purpose: '현장 Q&A 문의 접수, 본인 확인 및 답변 안내',
  items: '이름, 이메일, 연락처(선택), 비밀번호(암호화 저장), 접속 IP(암호화 저장)',
  retention: '문의일로부터 3년간 보관 후 지체 없이 파기',
  refusal:
    '개인정보 수집·이용에 동의하지 않을 권리가 있습니다. 다만 동의하지 않으시면 현장 Q&A 문의를 등록할 수 없습니다.',
} as const

/** The same consent (same version) in English, for the English site; the Korean wording is the one of record. */
export const qnaConsentEn = {
  purpose: 'Receiving your field Q&A question, confirming it is you, and telling you about the answer',
  items: 'Name, e-mail, phone (optional), password (stored encrypted), IP address (stored encrypted)',
  retention: 'Kept for 3 years from the day of the question, then destroyed without delay',
  refusal:
    'You have the right to refuse the collection and use of your personal data. Without your consent, however, a question cannot be sent.',
} as const satisfies Omit<Record<keyof typeof qnaConsent, string>, 'version'>

/** The consent texts a visitor reads on a page in `locale`. */
export const qnaConsentText = (locale: 'ko' | 'en') => (locale === 'en' ? qnaConsentEn : qnaConsent)
