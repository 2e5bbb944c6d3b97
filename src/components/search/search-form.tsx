import type { SearchT } from './search-results'

/**
 * The one box of `/search`: a plain GET form, so it works before any script loads and its result pages can be
 * bookmarked. The chosen section is kept while the term changes.
 */
export function SearchForm({ href, q, section, t }: { href: string; q: string; section: string | null; t: SearchT }) {
  return (
    <search aria-label={t('title')} className="mt-8 block max-w-2xl">
      <form action={href} method="get" className="flex gap-2">
        <label htmlFor="site-search-q" className="sr-only">
          {t('label')}
        </label>
        <input
          id="site-search-q"
          name="q"
          type="search"
          defaultValue={q}
          placeholder={t('placeholder')}
          maxLength={100}
          className="min-w-0 flex-1 rounded-lg border border-gray-400 px-4 py-3 text-lg focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        {section && <input type="hidden" name="section" value={section} />}
        <button type="submit" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          {t('submit')}
        </button>
      </form>
    </search>
  )
}
