import { Globe } from 'lucide-react'
import { enhanceHook } from '@/enhance/hooks'
import { type LocaleStrategy, switchLocalePath } from '@/i18n/locale-path'
import { type Locale, locales } from '@/i18n/locales'

const names: Record<Locale, { short: string; full: string }> = {
  ko: { short: 'KOR', full: '한국어' },
  en: { short: 'ENG', full: 'English' },
}

/**
 * Plain links to the same page in each locale. Choosing one also stores the choice in the spec's
 * `i18n_redirected` cookie (src/enhance/language-links.ts), which the site's root reads first on the next visit (deep links keep their own language).
 */
export function LanguageSwitcher({
  locale,
  strategy,
  label,
  pathname,
}: {
  locale: Locale
  strategy: LocaleStrategy
  label: string
  pathname: string
}) {
  return (
    <nav
      aria-label={label}
      className="flex shrink-0 items-center gap-1 whitespace-nowrap text-[13px] sm:text-sm"
      {...enhanceHook('language-links')}
    >
      <Globe aria-hidden="true" className="hidden size-4 text-muted sm:block" />
      <ul className="flex items-center">
        {locales.map((target, index) => (
          <li key={target} className="flex items-center">
            {/* "KOR / ENG": the slash only separates, so it is not read out. */}
            {index > 0 ? (
              <span aria-hidden="true" className="text-gray-400">
                /
              </span>
            ) : null}
            <a
              href={switchLocalePath(strategy, pathname, target)}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              className={`rounded px-1.5 py-1 font-medium sm:px-2 ${
                target === locale ? 'text-brand-800 underline underline-offset-4' : 'text-muted hover:text-brand-700'
              }`}
            >
              <abbr title={names[target].full} className="no-underline">
                {names[target].short}
              </abbr>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
