export const newsletterMessages = {
  emailRequired: '이메일을 입력해 주세요.',
  consentRequired: '개인정보 수집·이용에 동의해야 구독할 수 있습니다.',
  nameTooLong: '이름은 20자 이하로 입력해 주세요.',
  nameOneLine: '이름에는 줄바꿈이나 제어 문자를 쓸 수 없습니다.',
  accepted: '입력하신 주소로 구독 확인 메일을 보냈습니다. 메일의 링크를 눌러야 구독이 완료됩니다.',
  rejected: '구독 신청을 처리하지 못했습니다. 입력 내용을 확인해 주세요.',
  tooMany: '짧은 시간에 너무 많은 신청이 있었습니다. 잠시 후 다시 시도해 주세요.',
  confirmed: '뉴스레터 구독이 완료되었습니다. 감사합니다.',
  confirmInvalid: '구독 확인 링크가 올바르지 않거나 만료되었습니다. 다시 신청해 주세요.',
  unsubscribed: '뉴스레터 구독이 해지되었습니다. 더 이상 메일을 보내지 않습니다.',
  unsubscribeInvalid: '구독 해지 링크가 올바르지 않습니다.',
} as const

/** The consent shown beside every subscribe form; its version is kept with the subscriber. */
export const newsletterConsent = {
  version: 'newsletter-2026-11',
  purpose: '뉴스레터 발송',
  items: '이메일, 이름(선택)',
  retention: '구독 해지 시까지(확인하지 않은 신청은 7일 후 파기)',
  refusal: '동의하지 않을 권리가 있으며, 동의하지 않으면 뉴스레터를 받을 수 없습니다.',
} as const

/** The same consent in English, for the English pages' forms (the version is the same text's). */
export const newsletterConsentEn = {
  purpose: 'Sending the newsletter',
  items: 'Email address, name (optional)',
  retention: 'Until you unsubscribe (unconfirmed sign-ups are deleted after 7 days)',
  refusal: 'You may refuse; without consent we cannot send you the newsletter.',
} as const

/** Refusals of sending an issue (`./sending.ts`); English texts in src/modules/api/english.ts. */
export const sendingMessages = {
  notFound: '뉴스레터를 찾을 수 없습니다.',
  notPublished: '게시된 뉴스레터만 발송할 수 있습니다. 먼저 게시해 주세요.',
  alreadySent: '이미 발송한 뉴스레터입니다.',
  postIdInvalid: '게시글 번호는 숫자여야 합니다.',
} as const

/** Shown to staff on a recipient's record (admin › 뉴스레터 수신 기록), never in an API error. */
export const deliveryMessages = {
  /** The server stopped between claiming and recording this recipient's mail. */
  interrupted: '보내는 도중 서버가 멈춰 전달 여부를 확인할 수 없습니다. 다시 보내지 않았습니다.',
} as const
