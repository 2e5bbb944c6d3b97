import { subscribeButtonTexts } from './subscribe-form-markup'

/**
 * The words of the subscription form in each language, rendered by the server (subscribe-form.tsx); the browser script
 * needs only the button's (subscribeButtonTexts), so these stay out of it.
 */
export const subscribeTexts = {
  ko: {
    pageLabel: '뉴스레터 구독 신청',
    compactLabel: '뉴스레터 빠른 구독',
    email: '이메일 (필수)',
    emailPlaceholder: '이메일 주소',
    name: '이름 (선택)',
    namePlaceholder: '이름(선택)',
    consentSummary: '개인정보 수집·이용 안내',
    consentTerms: { purpose: '목적', items: '항목', retention: '보유 기간', refusal: '거부 권리' },
    consent: '개인정보 수집·이용에 동의합니다. (필수)',
    honeypot: '웹사이트',
    button: subscribeButtonTexts.ko,
  },
  en: {
    pageLabel: 'Subscribe to the newsletter',
    compactLabel: 'Quick newsletter subscription',
    email: 'Email (required)',
    emailPlaceholder: 'Email address',
    name: 'Name (optional)',
    namePlaceholder: 'Name (optional)',
    consentSummary: 'How we use your personal data',
    consentTerms: { purpose: 'Purpose', items: 'Data', retention: 'Kept for', refusal: 'Your right' },
    consent: 'I agree to the collection and use of my personal data. (required)',
    honeypot: 'Website',
    button: subscribeButtonTexts.en,
  },
} as const
