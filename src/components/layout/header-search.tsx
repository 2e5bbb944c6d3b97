import { Search } from 'lucide-react'

export type SearchLabels = { label: string; placeholder: string; submit: string }

/**
 * 통합검색 in the header: a plain GET form to the search page (`?q=`), so it works before and without the site's
 * script. On phones the header shows only SearchLink; the phone menu carries the box.
 */
export function HeaderSearch({ action, labels }: { action: string; labels: SearchLabels }) {
  return (
    <search
      aria-label={labels.label}
      className="hidden items-center rounded-full border border-gray-300 bg-white focus-within:border-brand-600 lg:flex"
    >
      <form action={action} method="get" className="contents">
        <label htmlFor="header-search-q" className="sr-only">
          {labels.label}
        </label>
        <input
          id="header-search-q"
          name="q"
          type="search"
          required
          placeholder={labels.placeholder}
          className="h-10 w-44 min-w-0 rounded-l-full bg-transparent pl-4 text-[15px] outline-offset-0 xl:w-56"
        />
        <button
          type="submit"
          className="flex size-10 shrink-0 items-center justify-center rounded-r-full text-brand-800 hover:bg-brand-50"
        >
          <Search aria-hidden="true" className="size-5" />
          <span className="sr-only">{labels.submit}</span>
        </button>
      </form>
    </search>
  )
}

/** The phone header's way to 통합검색: a button-sized link to the search page, whose own box takes the words. */
export function SearchLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-gray-100 lg:hidden"
    >
      <Search aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </a>
  )
}
