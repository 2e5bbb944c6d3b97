import { Search } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { ListState } from './board-pages'

/** A plain GET form: the search lands in the URL, so it survives reloads, sharing and the view's list link. */
export async function SearchForm({ action, state }: { action: string; state: ListState }) {
  const t = await getTranslations('board')
  return (
    <search aria-label={t('searchLegend')}>
      <form action={action} method="get" className="flex flex-wrap gap-2">
        {state.year && <input type="hidden" name="year" value={state.year} />}
        {state.type && <input type="hidden" name="type" value={state.type} />}
        <label className="sr-only" htmlFor="board-search-field">
          {t('searchField')}
        </label>
        <select
          id="board-search-field"
          name="field"
          defaultValue={state.field}
          className="h-11 rounded border border-gray-400 bg-white px-3"
        >
          <option value="title">{t('fieldTitle')}</option>
          <option value="content">{t('fieldContent')}</option>
          <option value="all">{t('fieldAll')}</option>
        </select>
        <label className="sr-only" htmlFor="board-search-q">
          {t('searchTerm')}
        </label>
        <input
          id="board-search-q"
          name="q"
          type="search"
          defaultValue={state.q}
          maxLength={50}
          className="h-11 w-56 rounded border border-gray-400 px-3"
        />
        <button
          type="submit"
          className="inline-flex h-11 items-center gap-1 rounded bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
        >
          <Search aria-hidden className="h-4 w-4" />
          {t('search')}
        </button>
      </form>
    </search>
  )
}
