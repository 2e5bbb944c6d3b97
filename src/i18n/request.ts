import { getRequestConfig } from 'next-intl/server'
import { localeOrDefault } from './locales'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = localeOrDefault(requested)
  // The site's dates are the institute's (Korea's) everywhere; named here, next-intl does not work out the server's
  // own zone with a new Intl.DateTimeFormat on every request.
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Seoul' }
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
