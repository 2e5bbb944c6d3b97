/**
 * The markup contract between SubscribeForm (rendered on the server, ./subscribe-form.tsx) and
 * src/enhance/subscribe-form.ts (the browser script that sends it and shows the answer). Plain TypeScript so both
 * sides import it: the script builds the error messages and the status the server cannot know in advance, and they
 * must come out exactly as the server would have rendered them.
 */

/** The `data-enhance` name on the <form>. */
export const subscribeFormHook = 'subscribe-form'

/** Where the form posts: the JSON API, which also reads a plain form post, so a submit before the script runs works. */
export const subscribeEndpoint = '/api/v1/subscribers'

/** The fields that can show an error, in the order focus looks for the first invalid one. */
export const subscribeFields = ['email', 'name', 'consent'] as const
export type SubscribeFieldName = (typeof subscribeFields)[number]

/** A field's id: the prefix each caller gives, since the footer's and the page's form can share a page. */
export const subscribeFieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`
/** The id of a field's error message (its `aria-describedby`), derived from the field's id. */
export const subscribeErrorId = (fieldId: string) => `${fieldId}-error`

/**
 * A field's error message. Email and name show theirs right under the input, in the input's box; the consent
 * checkbox sits in a row with its label, so its message goes under the whole row.
 */
export const subscribeErrorClass: Record<SubscribeFieldName, string> = {
  email: 'mt-1 text-red-700 text-sm',
  name: 'mt-1 text-red-700 text-sm',
  consent: 'text-red-700 text-sm',
}
export const subscribeErrorBelowRow: Record<SubscribeFieldName, boolean> = { email: false, name: false, consent: true }

/** The form's words in each language of the site; the script reads the button's from the page's `lang`. */
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
    button: { idle: '구독 신청', pending: '신청 중…' },
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
    button: { idle: 'Subscribe', pending: 'Sending…' },
  },
} as const
export type SubscribeLocale = keyof typeof subscribeTexts

/** The form's language from a `lang` attribute (`en`, `en-GB` → English; anything else → Korean, the site's default). */
export const subscribeLocaleOf = (lang: string | null | undefined): SubscribeLocale =>
  lang?.toLowerCase().startsWith('en') ? 'en' : 'ko'

/** The submit button's Korean text, idle and while a request is on its way. */
export const subscribeButtonText = subscribeTexts.ko.button

/**
 * The status paragraph after the button: hidden until there is an answer, then the success (a polite status) or
 * the refusal (an alert). Marked so the script finds it whatever else the form holds.
 */
export const subscribeStatusAttribute = 'data-subscribe-status'
export const subscribeStatusMark = { [subscribeStatusAttribute]: '' }
export const subscribeStatusClass = { empty: 'sr-only', ok: 'text-brand-800', refused: 'text-red-700' } as const
