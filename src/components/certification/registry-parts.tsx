import { ChevronLeft, ChevronRight, Download, Search } from 'lucide-react'
import { primaryButtonClass } from '@/components/ui/button-styles'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/routing'
import { compactPageLinks } from '@/modules/boards/page-range'
import { registryEntryPath, registryPage, registryStatisticsPath, verifyPage } from '@/modules/certification/pages'
import type { PublicCertificate } from '@/modules/certification/public-view'
import type { RegisterFacets } from '@/modules/certification/register-facets'
import { type RegistryState, registryQuery } from '@/modules/certification/register-params'
import { registerSorts } from '@/modules/certification/register-sorts'
import { certificateSchemes } from '@/modules/certification/schemes'
import { certificateStatuses } from '@/modules/certification/status'
import { type CertificationTexts, fill } from './texts'

type RegistryTexts = CertificationTexts['registry']

const control = 'h-11 w-full min-w-0 rounded border border-gray-400 bg-white px-3 text-ink'
const label = 'mb-1 block font-medium text-ink text-sm'

/** Links between the register, its statistics and 진위확인, the page in view marked (none on a certificate's page). */
export function RegistryLinks({
  locale,
  texts,
  current,
}: {
  locale: Locale
  texts: RegistryTexts
  current: 'list' | 'statistics' | null
}) {
  const links = [
    { key: 'list', href: `/${registryPage.path}`, text: texts.toRegistry },
    { key: 'statistics', href: registryStatisticsPath, text: texts.statistics },
    { key: 'verify', href: `/${verifyPage.path}`, text: texts.toVerify },
  ]
  return (
    <nav aria-label={texts.title} className="mt-6 flex flex-wrap gap-2">
      {links.map((link) => (
        <a
          key={link.key}
          href={localizedPath(locale, link.href)}
          aria-current={link.key === current ? 'page' : undefined}
          className={`inline-flex h-10 items-center rounded-full border px-4 text-sm ${link.key === current ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-gray-300 text-ink hover:bg-gray-50'}`}
        >
          {link.text}
        </a>
      ))}
    </nav>
  )
}

function Select({
  id,
  name,
  text,
  all,
  value,
  options,
}: {
  id: string
  name: string
  text: string
  all?: string
  value: string
  options: { value: string; label: string }[]
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} name={name} defaultValue={value} className={control}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * One GET form for every filter: it works without script, and the site's script (src/enhance/registry-filter.ts)
 * answers it in place, the count read out by the live region below.
 */
export function RegistryFilters({
  action,
  state,
  facets,
  texts,
  language,
}: {
  action: string
  state: RegistryState
  facets: RegisterFacets
  texts: RegistryTexts
  language: Locale
}) {
  const bySido = new Map<string, string[]>()
  for (const { sido, sigungu } of facets.sigungus) bySido.set(sido, [...(bySido.get(sido) ?? []), sigungu])
  return (
    <search aria-label={texts.filters} className="mt-8 block rounded border border-gray-200 bg-gray-50 p-4 lg:p-6">
      <form
        action={action}
        method="get"
        data-registry-form
        className="grid grid-cols-2 gap-x-3 gap-y-3 sm:gap-4 lg:grid-cols-4"
      >
        <div className="col-span-2 min-w-0 lg:col-span-4">
          <label htmlFor="registry-q" className={label}>
            {texts.search}
          </label>
          <input id="registry-q" name="q" type="search" defaultValue={state.q} maxLength={50} className={control} />
        </div>
        <Select
          id="registry-scheme"
          name="scheme"
          text={texts.scheme}
          all={texts.allSchemes}
          value={state.scheme}
          options={certificateSchemes.map((s) => ({ value: s.value, label: s[language] }))}
        />
        <Select
          id="registry-grade"
          name="grade"
          text={texts.grade}
          all={texts.allGrades}
          value={state.grade}
          options={facets.grades.map((grade) => ({ value: grade, label: grade }))}
        />
        <Select
          id="registry-sido"
          name="sido"
          text={texts.sido}
          all={texts.allSidos}
          value={state.sido}
          options={facets.sidos.map((sido) => ({ value: sido, label: sido }))}
        />
        <div className="min-w-0">
          <label htmlFor="registry-sigungu" className={label}>
            {texts.sigungu}
          </label>
          {/* Grouped by 시도, so the choice works before and without the 시도 select. */}
          <select id="registry-sigungu" name="sigungu" defaultValue={state.sigungu} className={control}>
            <option value="">{texts.allSigungus}</option>
            {[...bySido].map(([sido, sigungus]) => (
              <optgroup key={sido} label={sido}>
                {sigungus.map((sigungu) => (
                  <option key={`${sido}-${sigungu}`} value={sigungu}>
                    {sigungu}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <Select
          id="registry-use"
          name="use"
          text={texts.use}
          all={texts.allUses}
          value={state.use}
          options={facets.uses.map((use) => ({ value: use, label: use }))}
        />
        <Select
          id="registry-year"
          name="year"
          text={texts.year}
          all={texts.allYears}
          value={state.year ? String(state.year) : ''}
          options={facets.years.map((year) => ({ value: String(year), label: String(year) }))}
        />
        <Select
          id="registry-status"
          name="status"
          text={texts.status}
          all={texts.allStatuses}
          value={state.status ?? ''}
          options={certificateStatuses.map((s) => ({ value: s.value, label: s[language] }))}
        />
        <Select
          id="registry-sort"
          name="sort"
          text={texts.sort}
          value={state.sort}
          options={registerSorts.map((sort) => ({ value: sort, label: texts.sorts[sort] }))}
        />
        <div className="col-span-2 flex flex-wrap items-center justify-end gap-3 lg:col-span-4">
          <a href={action} className="font-medium text-brand-700 underline underline-offset-2">
            {texts.reset}
          </a>
          <button type="submit" className={`${primaryButtonClass} gap-1`}>
            <Search aria-hidden className="h-4 w-4" />
            {texts.searchButton}
          </button>
        </div>
      </form>
    </search>
  )
}

/** The count, the download of the list as filtered and its licence: one line above the table. */
export function RegistrySummary({
  state,
  total,
  totalPages,
  filtered,
  texts,
  language,
}: {
  state: RegistryState
  total: number
  totalPages: number
  filtered: boolean
  texts: RegistryTexts
  language: Locale
}) {
  const count = fill(filtered ? texts.countFiltered : texts.count, { total: total.toLocaleString('ko-KR') })
  const csvQuery = new URLSearchParams(registryQuery({ ...state, page: 1 }).slice(1))
  if (csvQuery.has('q')) {
    csvQuery.set('searchText', csvQuery.get('q') ?? '')
    csvQuery.delete('q')
  }
  csvQuery.set('lang', language)
  return (
    <div className="mt-8 flex flex-wrap items-end justify-between gap-4 border-gray-800 border-b-2 pb-4">
      {/* Read out when the list changes in place; the same words a reload shows. */}
      <p
        role="status"
        aria-live="polite"
        tabIndex={-1}
        data-registry-count
        className="font-medium text-ink outline-none"
      >
        {count}{' '}
        <span className="text-muted">
          {fill(texts.pageOf, { page: Math.min(state.page, totalPages), pages: totalPages })}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-registry-part="download">
        <a
          href={`/api/v1/certificates.csv?${csvQuery.toString()}`}
          download
          className="inline-flex h-10 items-center gap-1 rounded border border-brand-700 px-3 font-medium text-brand-700 hover:bg-brand-50"
        >
          <Download aria-hidden className="h-4 w-4" />
          {texts.download}
          <span className="sr-only">: {texts.downloadNote}</span>
        </a>
        <span className="text-muted">
          <a href="https://www.kogl.or.kr/info/licenseType1.do" className="underline underline-offset-2" rel="license">
            {texts.licence}
          </a>{' '}
          <span className="hidden md:inline">{texts.licenceNote}</span>
        </span>
      </div>
    </div>
  )
}

const statusTone: Record<string, string> = {
  valid: 'bg-brand-50 text-brand-800 border-brand-700',
  expired: 'bg-gray-100 text-gray-800 border-gray-500',
  revoked: 'bg-red-50 text-red-800 border-red-700',
  suspended: 'bg-red-50 text-red-800 border-red-700',
  reissued: 'bg-amber-50 text-amber-900 border-amber-700',
}

/** 상태 as a word in a box; the colour repeats the word, never replaces it. */
export function StatusBadge({ certificate }: { certificate: PublicCertificate }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded border px-2 py-0.5 font-medium text-sm ${statusTone[certificate.status] ?? ''}`}
    >
      {certificate.statusLabel}
    </span>
  )
}

const schemeAndGrade = (row: PublicCertificate) =>
  row.gradeLabel ? `${row.schemeLabel} ${row.gradeLabel}` : row.schemeLabel

/** The rows as a table from 768 px, as cards below it: eight columns do not fit a phone. */
export function RegistryRows({
  rows,
  texts,
  locale,
}: {
  rows: PublicCertificate[]
  texts: RegistryTexts
  locale: Locale
}) {
  if (rows.length === 0) return <p className="py-16 text-center text-muted">{texts.empty}</p>
  const href = (row: PublicCertificate) => localizedPath(locale, registryEntryPath(row.number))
  const c = texts.columns
  return (
    <>
      <table className="hidden w-full border-collapse text-left md:table">
        <caption className="sr-only">{texts.tableCaption}</caption>
        <thead>
          <tr className="border-gray-300 border-b bg-gray-50 text-sm text-ink">
            <th scope="col" className="px-2 py-3 font-semibold">
              {c.number}
            </th>
            <th scope="col" className="px-2 py-3 font-semibold">
              {c.scheme}
            </th>
            <th scope="col" className="px-2 py-3 font-semibold">
              {c.buildingName}
            </th>
            <th scope="col" className="px-2 py-3 font-semibold">
              {c.region}
            </th>
            <th scope="col" className="hidden px-2 py-3 font-semibold lg:table-cell">
              {c.use}
            </th>
            <th scope="col" className="px-2 py-3 font-semibold">
              {c.issuedOn}
            </th>
            <th scope="col" className="hidden px-2 py-3 font-semibold lg:table-cell">
              {c.validUntil}
            </th>
            <th scope="col" className="px-2 py-3 font-semibold">
              {c.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number} className="border-gray-200 border-b align-top">
              <td className="px-2 py-3 font-medium">
                <a href={href(row)} className="break-all text-brand-700 underline underline-offset-2">
                  {row.number}
                </a>
              </td>
              <td className="px-2 py-3 break-keep">{schemeAndGrade(row)}</td>
              <td className="px-2 py-3 break-keep">{row.buildingName}</td>
              <td className="px-2 py-3 break-keep">{`${row.sido} ${row.sigungu}`}</td>
              <td className="hidden px-2 py-3 break-keep lg:table-cell">{row.use}</td>
              <td className="whitespace-nowrap px-2 py-3 tabular-nums">{row.issuedOn}</td>
              <td className="hidden whitespace-nowrap px-2 py-3 tabular-nums lg:table-cell">{row.validUntil ?? ''}</td>
              <td className="px-2 py-3">
                <StatusBadge certificate={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-gray-200 md:hidden">
        {rows.map((row) => (
          <li key={row.number} className="py-4">
            <div className="flex items-start justify-between gap-3">
              <a
                href={href(row)}
                className="min-w-0 break-keep font-semibold text-brand-700 underline underline-offset-2"
              >
                {row.buildingName}
              </a>
              <StatusBadge certificate={row} />
            </div>
            <p className="mt-1 break-keep text-ink text-sm">{schemeAndGrade(row)}</p>
            <p className="mt-1 text-muted text-sm">
              <span className="break-all">
                {c.number} {row.number}
              </span>
              {' · '}
              <span className="whitespace-nowrap">
                {c.issuedOn} {row.issuedOn}
              </span>
            </p>
            <p className="mt-1 break-keep text-muted text-sm">
              {row.sido} {row.sigungu} · {row.use}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The page links with a key each: a gap is named by the page before it, as two gaps can appear. */
const pageItems = (page: number, totalPages: number) =>
  compactPageLinks(page, totalPages).map((p, i, all) => ({
    p,
    key: p === 'gap' ? `gap-after-${all[i - 1]}` : String(p),
  }))

/** `1 … 4 5 6 … 9`, as every list of the site pages (compactPageLinks), keeping the filters in every link. */
export function RegistryPagination({
  action,
  state,
  totalPages,
  texts,
}: {
  action: string
  state: RegistryState
  totalPages: number
  texts: RegistryTexts
}) {
  if (totalPages <= 1) return null
  const page = Math.min(state.page, totalPages)
  const to = (p: number) => `${action}${registryQuery(state, { page: p })}`
  const jump =
    'hidden h-10 w-10 items-center justify-center rounded border border-gray-300 text-muted hover:bg-gray-50 sm:inline-flex'
  return (
    <nav aria-label={texts.pagination} className="mt-8 flex flex-nowrap items-center justify-center gap-1">
      {page > 1 && (
        <a href={to(page - 1)} className={jump} aria-label={texts.previousPage} data-registry-link>
          <ChevronLeft aria-hidden className="h-4 w-4" />
        </a>
      )}
      {pageItems(page, totalPages).map(({ p, key }) =>
        p === 'gap' ? (
          <span key={key} aria-hidden="true" className="inline-flex h-10 w-5 items-end justify-center pb-2 text-muted">
            …
          </span>
        ) : p === page ? (
          <span
            key={p}
            aria-current="page"
            className="inline-flex h-10 min-w-9 items-center justify-center rounded bg-brand-700 px-2 font-semibold text-white"
          >
            <span className="sr-only">{fill(texts.currentPage, { page: p })}</span>
            <span aria-hidden="true">{p}</span>
          </span>
        ) : (
          <a
            key={p}
            href={to(p)}
            aria-label={fill(texts.pageN, { page: p })}
            data-registry-link
            className="inline-flex h-10 min-w-9 items-center justify-center rounded border border-gray-300 px-2 hover:bg-gray-50"
          >
            {p}
          </a>
        ),
      )}
      {page < totalPages && (
        <a href={to(page + 1)} className={jump} aria-label={texts.nextPage} data-registry-link>
          <ChevronRight aria-hidden className="h-4 w-4" />
        </a>
      )}
    </nav>
  )
}
