/**
 * The account list's query of spec §3 (`startDate`, `endDate`, `useYn`, `searchKind`, `searchText`, `pageNo`,
 * `pageSize`) turned into the Payload list's `where` query. Written once for the list's search form and for the
 * spec address `/admin/content/user`, so both narrow the accounts the same way. The `af_` copies let the form show
 * what was searched.
 */

export const accountSearchKinds = [
  { value: 'all', label: '전체', fields: ['username', 'userName', 'displayName', 'email', 'userDeptName'] },
  { value: 'userId', label: '아이디', fields: ['username'] },
  { value: 'userName', label: '이름', fields: ['userName'] },
  { value: 'userEmail', label: '이메일', fields: ['email'] },
  { value: 'userDeptName', label: '부서', fields: ['userDeptName'] },
] as const

export const accountFilterKeys = ['startDate', 'endDate', 'useYn', 'searchKind', 'searchText'] as const

const isoDate = /^\d{4}-\d{2}-\d{2}$/

type Values = { get(name: string): string | null | FormDataEntryValue }

export function accountListQuery(values: Values): URLSearchParams {
  const value = (key: string) => String(values.get(key) ?? '').trim()
  const query = new URLSearchParams()
  let i = 0
  const add = (field: string, op: string, v: string) => {
    query.set(`where[and][${i}][${field}][${op}]`, v)
    i++
  }
  // Dates are the institute's (KST) calendar days.
  const start = value('startDate')
  const end = value('endDate')
  if (isoDate.test(start)) add('createdAt', 'greater_than_equal', new Date(`${start}T00:00:00+09:00`).toISOString())
  if (isoDate.test(end)) add('createdAt', 'less_than_equal', new Date(`${end}T23:59:59.999+09:00`).toISOString())
  if (value('useYn') === 'Y') add('accountStatus', 'equals', 'active')
  if (value('useYn') === 'N') add('accountStatus', 'not_equals', 'active')
  const text = value('searchText').slice(0, 100)
  if (text) {
    const kind = accountSearchKinds.find((k) => k.value === value('searchKind')) ?? accountSearchKinds[0]
    kind.fields.forEach((field, j) => {
      query.set(`where[and][${i}][or][${j}][${field}][like]`, text)
    })
    i++
  }
  for (const key of accountFilterKeys) {
    if (value(key)) query.set(`af_${key}`, value(key))
  }
  const pageSize = value('pageSize')
  if (/^\d{1,3}$/.test(pageSize) && Number(pageSize) > 0) query.set('limit', String(Math.min(Number(pageSize), 100)))
  const pageNo = value('pageNo')
  query.set('page', /^\d{1,6}$/.test(pageNo) && Number(pageNo) > 0 ? pageNo : '1')
  return query
}
