import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import type messages from '@/i18n/messages/ko/page-info.json'
import { formatPageDate, type PageInfo } from '@/modules/page-info/page-info'
import { ratingResultAnchor } from '@/modules/page-rating/anchors'
import { ratingCommentMaxLength, ratingLevels } from '@/modules/page-rating/levels'

/** The `pageInfo` messages of a locale (src/i18n/messages/{ko,en}/page-info.json). */
export type PageInfoText = typeof messages
const textKeys = Object.keys({
  label: 1,
  department: 1,
  contact: 1,
  updatedAt: 1,
  reviewedAt: 1,
  ratingTitle: 1,
  ratingQuestion: 1,
  level5: 1,
  level4: 1,
  level3: 1,
  level2: 1,
  level1: 1,
  comment: 1,
  commentNotice: 1,
  submit: 1,
  thanks: 1,
  duplicate: 1,
} satisfies Record<keyof PageInfoText, 1>) as (keyof PageInfoText)[]

/** Where the 만족도 평가 form posts; a plain form post, so it works before (and without) any script. */
export const ratingEndpoint = '/api/page-ratings'

/**
 * The foot of every CMS content page, as Korean public sites show it: 담당부서, 연락처 and 최종 수정일 (empty ones
 * left out), then 만족도 평가. The form posts natively and the server sends the browser back here with the result in
 * the address's fragment; the matching message is shown by `:target`, so the page stays the same for everyone (and
 * cacheable) and needs no script. `lang` is the visitor's locale even where the page's content falls back to Korean.
 */
export async function PageInformation({ info, locale }: { info: PageInfo; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pageInfo' })
  const text = Object.fromEntries(textKeys.map((key) => [key, t(key)])) as PageInfoText
  return <PageInformationView info={info} locale={locale} text={text} />
}

/** The block itself, from the locale's `pageInfo` messages (a plain function, so tests render it as the server does). */
export function PageInformationView({ info, locale, text }: { info: PageInfo; locale: Locale; text: PageInfoText }) {
  const t = (key: keyof PageInfoText) => text[key]
  const facts = [
    { key: 'department', label: t('department'), value: info.department },
    { key: 'contact', label: t('contact'), value: info.contact },
  ].filter((fact) => fact.value)
  return (
    <footer lang={locale} className="mt-16 space-y-6">
      <section aria-label={t('label')} className="border-gray-200 border-t pt-4">
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-muted text-sm" data-page-info="">
          {facts.map((fact) => (
            <div key={fact.key} className="flex gap-2" data-page-info-item={fact.key}>
              <dt className="font-semibold text-ink">{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
          <div className="flex gap-2" data-page-info-item="updatedAt">
            <dt className="font-semibold text-ink">{t('updatedAt')}</dt>
            <dd>
              <time dateTime={info.updatedAt}>{formatPageDate(info.updatedAt, locale)}</time>
            </dd>
          </div>
          {info.reviewedAt ? (
            <div className="flex gap-2" data-page-info-item="reviewedAt">
              <dt className="font-semibold text-ink">{t('reviewedAt')}</dt>
              <dd>
                <time dateTime={info.reviewedAt}>{formatPageDate(info.reviewedAt, locale)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      <section
        id="page-rating"
        aria-labelledby="page-rating-title"
        className="rounded-lg border border-gray-200 bg-gray-50 px-5 py-5 print:hidden"
      >
        <h2 id="page-rating-title" className="font-bold text-ink text-lg">
          {t('ratingTitle')}
        </h2>
        <p
          id={ratingResultAnchor.thanks}
          role="status"
          className="mt-3 hidden rounded border border-brand-500 bg-white px-4 py-3 font-medium text-brand-800 target:block"
        >
          {t('thanks')}
        </p>
        <p
          id={ratingResultAnchor.duplicate}
          role="status"
          className="mt-3 hidden rounded border border-amber-300 bg-white px-4 py-3 font-medium text-amber-900 target:block"
        >
          {t('duplicate')}
        </p>
        <form method="post" action={ratingEndpoint} className="mt-3 space-y-4">
          <input type="hidden" name="page" value={info.pageId} />
          <input type="hidden" name="locale" value={locale} />
          <fieldset>
            <legend className="font-medium text-ink">{t('ratingQuestion')}</legend>
            <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
              {ratingLevels.map((level, index) => (
                <label key={level.value} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="level"
                    value={level.value}
                    required={index === 0}
                    className="h-5 w-5 accent-brand-700"
                  />
                  {t(`level${level.value}` as keyof PageInfoText)}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="page-rating-comment" className="font-medium text-ink">
              {t('comment')}
            </label>
            <textarea
              id="page-rating-comment"
              name="comment"
              rows={3}
              maxLength={ratingCommentMaxLength}
              aria-describedby="page-rating-comment-notice"
              className="mt-1 w-full rounded border border-gray-400 bg-white px-3 py-2 text-ink"
            />
            <p id="page-rating-comment-notice" className="mt-1 text-muted text-sm">
              {t('commentNotice')}
            </p>
          </div>
          <button type="submit" className="h-11 rounded bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
            {t('submit')}
          </button>
        </form>
      </section>
    </footer>
  )
}
