import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { type ListState, listQuery } from './board-pages'

type Props = { href: string; state: ListState; page: number; totalPages: number; pageLinks: number[] }

/** Ten page links at a time, with first/previous-ten/next-ten/last jumps, keeping the search in every link. */
export async function Pagination({ href, state, page, totalPages, pageLinks }: Props) {
  const t = await getTranslations('board')
  if (totalPages <= 1) return null
  const to = (p: number) => `${href}${listQuery({ ...state, page: p })}`
  const firstLink = pageLinks[0] ?? 1
  const lastLink = pageLinks[pageLinks.length - 1] ?? totalPages
  const jump =
    'inline-flex h-10 w-10 items-center justify-center rounded border border-gray-300 text-muted hover:bg-gray-50'
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-1">
      {firstLink > 1 && (
        <>
          <Link href={to(1)} className={jump} aria-label={t('firstPage')}>
            <ChevronsLeft aria-hidden className="h-4 w-4" />
          </Link>
          <Link href={to(firstLink - 1)} className={jump} aria-label={t('previousPages')}>
            <ChevronLeft aria-hidden className="h-4 w-4" />
          </Link>
        </>
      )}
      {pageLinks.map((p) =>
        p === page ? (
          <span
            key={p}
            aria-current="page"
            className="inline-flex h-10 min-w-10 items-center justify-center rounded bg-brand-700 px-2 font-semibold text-white"
          >
            <span className="sr-only">{t('currentPage', { page: p })}</span>
            <span aria-hidden>{p}</span>
          </span>
        ) : (
          <Link
            key={p}
            href={to(p)}
            aria-label={t('pageN', { page: p })}
            className="inline-flex h-10 min-w-10 items-center justify-center rounded border border-gray-300 px-2 hover:bg-gray-50"
          >
            {p}
          </Link>
        ),
      )}
      {lastLink < totalPages && (
        <>
          <Link href={to(lastLink + 1)} className={jump} aria-label={t('nextPages')}>
            <ChevronRight aria-hidden className="h-4 w-4" />
          </Link>
          <Link href={to(totalPages)} className={jump} aria-label={t('lastPage')}>
            <ChevronsRight aria-hidden className="h-4 w-4" />
          </Link>
        </>
      )}
    </nav>
  )
}
