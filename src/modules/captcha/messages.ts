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
