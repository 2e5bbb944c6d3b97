import { getRequestConfig } from 'next-intl/server'
import { defaultLocale, isLocale } from './locales'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : defaultLocale
  return { locale, messages: await loadMessages(locale) }
})

/** Spec §8: a failed message load is logged and the site goes on in Korean. */
export async function loadMessages(locale: string) {
  try {
    return (await import(`./messages/${locale}/index`)).messages
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'locale messages failed to load', locale, error: String(error) }),
    )
    return (await import('./messages/ko/index')).messages
  }
}
