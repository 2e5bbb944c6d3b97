/** What visitors read when the self-hosted captcha refuses a submission. */
export const captchaMessages = {
  missing: '자동 입력 방지 확인을 완료해 주세요.',
  invalid: '자동 입력 방지 확인에 실패했습니다. 다시 시도해 주세요.',
  replayed: '이미 사용된 자동 입력 방지 확인입니다. 다시 확인해 주세요.',
} as const
