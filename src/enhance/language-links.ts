import { isLocale, localeCookie } from '@/i18n/locales'
import { claim } from './hooks'

/**
 * The language links of src/components/layout/language-switcher.tsx: following one stores the chosen locale in
 * the spec's `i18n_redirected` cookie, which the site's root reads first on the visitor's next visit (deep links keep their own language).
 */
export function enhanceLanguageLinks(root: Document): void {
  for (const nav of claim(root, 'language-links')) {
    nav.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a[hreflang]')
      const target = link?.getAttribute('hreflang')
      if (isLocale(target)) rememberLocale(target)
    })
  }
}

function rememberLocale(target: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${localeCookie.name}=${target}; path=${localeCookie.path}; max-age=${localeCookie.maxAge}; samesite=${localeCookie.sameSite}${secure}`
}
