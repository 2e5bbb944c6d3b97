import { type RegisterSort, registerSorts } from './register-sorts'
import { schemeValues } from './schemes'
import { type CertificateStatus, statusValues } from './status'

/** The register page's state, all of it in its address: `?q=&scheme=&grade=&sido=&sigungu=&use=&year=&status=&sort=&page=`. */
export type RegistryState = {
  q: string
  scheme: string
  grade: string
  sido: string
  sigungu: string
  use: string
  year: number | null
  status: CertificateStatus | null
  sort: RegisterSort
  page: number
}

export const registryPageSize = 20
export const defaultRegistrySort: RegisterSort = '-issuedOn'
/** As long as the API takes: 건축물명 is at most 100 characters, and no one types more than this. */
export const registrySearchMax = 50

type Params = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined): string =>
  Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
const text = (value: string | string[] | undefined, max: number): string => {
  const trimmed = first(value).trim()
  return trimmed.length <= max ? trimmed : ''
}

/**
 * The page's state from its query. A value the page does not offer is dropped rather than refused, as a hand-edited
 * address shows the whole register instead of an error; the API (`registerQuerySchema`) refuses it instead.
 */
export function registryStateFrom(params: Params): RegistryState {
  const scheme = first(params.scheme)
  const status = first(params.status)
  const sort = first(params.sort)
  const year = Number(first(params.year))
  const page = Number(first(params.page))
  return {
    q: text(params.q, registrySearchMax),
    scheme: (schemeValues as readonly string[]).includes(scheme) ? scheme : '',
    grade: text(params.grade, 10),
    sido: text(params.sido, 20),
    sigungu: text(params.sigungu, 20),
    use: text(params.use, 40),
    year: Number.isInteger(year) && year >= 1990 && year <= 2100 ? year : null,
    status: (statusValues as readonly string[]).includes(status) ? (status as CertificateStatus) : null,
    sort: (registerSorts as readonly string[]).includes(sort) ? (sort as RegisterSort) : defaultRegistrySort,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  }
}

/**
 * The query of a state, in one fixed order and without defaults, so one list has one address (and one page-cache
 * entry). Links to the first page leave `page` out.
 */
export function registryQuery(state: RegistryState, changes: Partial<RegistryState> = {}): string {
  const next = { ...state, ...changes }
  const pairs: [string, string][] = []
  if (next.q) pairs.push(['q', next.q])
  for (const key of ['scheme', 'grade', 'sido', 'sigungu', 'use'] as const) if (next[key]) pairs.push([key, next[key]])
  if (next.year) pairs.push(['year', String(next.year)])
  if (next.status) pairs.push(['status', next.status])
  if (next.sort !== defaultRegistrySort) pairs.push(['sort', next.sort])
  if (next.page > 1) pairs.push(['page', String(next.page)])
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''
}

/** Whether the visitor narrowed the list (a search or any filter), for the summary's wording. */
export const isFiltered = (state: RegistryState): boolean =>
  Boolean(
    state.q || state.scheme || state.grade || state.sido || state.sigungu || state.use || state.year || state.status,
  )
