import { enhanceHook } from '@/enhance/hooks'
import { newsletterConsent, newsletterConsentEn } from '@/modules/newsletter/messages'
import {
  type SubscribeLocale,
  subscribeEndpoint,
  subscribeFieldId,
  subscribeFormHook,
  subscribeStatusClass,
  subscribeStatusMark,
} from './subscribe-form-markup'
import { subscribeTexts } from './subscribe-form-texts'

/**
 * Newsletter sign-up (double opt-in). `compact` fits the footer: the consent details fold into a <details>.
 * Exported for the footer of the site layout.
 *
 * Rendered on the server without React in the browser: src/enhance/subscribe-form.ts sends it as JSON and shows
 * the answer (field errors, status) in the markup ./subscribe-form-markup.ts describes. `idPrefix` makes the ids
 * (the footer's form and the newsletter page's are on one page). Without the script the form still posts to the
 * same endpoint, which reads plain form posts too: the sign-up goes through and the browser shows the JSON answer,
 * rather than putting the address in the page's URL as a form without `method` would.
 */
export function SubscribeForm({
  compact = false,
  idPrefix,
  locale = 'ko',
}: {
  compact?: boolean
  idPrefix: string
  locale?: SubscribeLocale
}) {
  const fieldId = (name: string) => subscribeFieldId(idPrefix, name)
  const t = subscribeTexts[locale]
  const consent = locale === 'en' ? newsletterConsentEn : newsletterConsent
  const consentDetails = (
    <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-medium">{t.consentTerms.purpose}</dt>
      <dd>{consent.purpose}</dd>
      <dt className="font-medium">{t.consentTerms.items}</dt>
      <dd>{consent.items}</dd>
      <dt className="font-medium">{t.consentTerms.retention}</dt>
      <dd>{consent.retention}</dd>
      <dt className="font-medium">{t.consentTerms.refusal}</dt>
      <dd>{consent.refusal}</dd>
    </dl>
  )

  return (
    <form
      {...enhanceHook(subscribeFormHook)}
      method="post"
      action={subscribeEndpoint}
      noValidate
      aria-label={compact ? t.compactLabel : t.pageLabel}
      className={`print:hidden ${compact ? 'space-y-3' : 'space-y-4 rounded-lg border border-gray-300 p-6'}`}
    >
      {!compact && <h2 className="font-bold text-xl">{t.pageLabel}</h2>}
      <div className={compact ? 'flex flex-wrap gap-2' : 'grid gap-4 md:grid-cols-2'}>
        <div className={compact ? 'min-w-[min(12rem,100%)] flex-1' : ''}>
          <label htmlFor={fieldId('email')} className={compact ? 'sr-only' : 'font-medium'}>
            {t.email}
          </label>
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder={compact ? t.emailPlaceholder : undefined}
            className="mt-1 h-11 w-full rounded border border-gray-400 px-3 text-ink"
          />
        </div>
        <div className={compact ? 'min-w-32' : ''}>
          <label htmlFor={fieldId('name')} className={compact ? 'sr-only' : 'font-medium'}>
            {t.name}
          </label>
          <input
            id={fieldId('name')}
            name="name"
            autoComplete="name"
            maxLength={20}
            placeholder={compact ? t.namePlaceholder : undefined}
            className="mt-1 h-11 w-full rounded border border-gray-400 px-3 text-ink"
          />
        </div>
      </div>
      {compact ? (
        <details className="text-sm">
          <summary className="cursor-pointer">{t.consentSummary}</summary>
          {consentDetails}
        </details>
      ) : (
        consentDetails
      )}
      <div className="flex items-center gap-2">
        <input id={fieldId('consent')} name="consent" type="checkbox" required className="h-5 w-5 accent-brand-700" />
        <label htmlFor={fieldId('consent')}>{t.consent}</label>
      </div>
      <div aria-hidden className="absolute left-[-10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId('website')}>{t.honeypot}</label>
        <input id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        className="h-11 rounded bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {t.button.idle}
      </button>
      {/* An alert until the first answer, as before: the script makes it a status when the sign-up went through. */}
      <p {...subscribeStatusMark} tabIndex={-1} role="alert" className={subscribeStatusClass.empty} />
    </form>
  )
}
