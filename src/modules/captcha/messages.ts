/** What visitors read when the self-hosted captcha refuses a submission. */
export const captchaMessages = {
  missing: '자동 입력 방지 확인을 완료해 주세요.',
  invalid: '자동 입력 방지 확인에 실패했습니다. 다시 시도해 주세요.',
  replayed: '이미 사용된 자동 입력 방지 확인입니다. 다시 확인해 주세요.',
} as const

/** The same messages for the English site and English API clients. */
export const captchaMessagesEn: Record<keyof typeof captchaMessages, string> = {
  missing: 'Please complete the spam protection check.',
  invalid: 'The spam protection check failed. Please try again.',
  replayed: 'This spam protection check has already been used. Please check again.',
}

/**
 * The widget's own Korean texts that read otherwise than the site's: ALTCHA's Korean writes "…해주세요" and "인증"
 * where the site writes "…해 주세요" and 자동 입력 방지 확인. Laid over `altcha/i18n/ko` in the browser.
 */
export const captchaWidgetKorean = {
  error: '자동 입력 방지 확인에 실패했습니다. 잠시 후 다시 시도해 주세요.',
  expired: '자동 입력 방지 확인이 만료되었습니다. 다시 시도해 주세요.',
  waitAlert: '확인 중입니다. 잠시만 기다려 주세요.',
} as const
