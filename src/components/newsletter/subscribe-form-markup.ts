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

/**
 * The submit button's words, idle and while a request is on its way, in each language of the site: the only words the
 * script needs (it reads the language from the page's `lang`), kept apart so the rest of the texts stay out of it.
 */
export const subscribeButtonTexts = {
  ko: { idle: '구독 신청', pending: '신청 중…' },
  en: { idle: 'Subscribe', pending: 'Sending…' },
} as const

export type SubscribeLocale = keyof typeof subscribeButtonTexts

/** The form's language from a `lang` attribute (`en`, `en-GB` → English; anything else → Korean, the site's default). */
export const subscribeLocaleOf = (lang: string | null | undefined): SubscribeLocale =>
  lang?.toLowerCase().startsWith('en') ? 'en' : 'ko'

/**
 * The status paragraph after the button: hidden until there is an answer, then the success (a polite status) or
 * the refusal (an alert). Marked so the script finds it whatever else the form holds.
 */
export const subscribeStatusAttribute = 'data-subscribe-status'
export const subscribeStatusMark = { [subscribeStatusAttribute]: '' }
export const subscribeStatusClass = { empty: 'sr-only', ok: 'text-brand-800', refused: 'text-red-700' } as const
