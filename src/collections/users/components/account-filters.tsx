'use client'
import { useRouter, useSearchParams } from 'next/navigation'
import { type FormEvent, useId } from 'react'

const searchKinds = [
  { value: 'all', label: '전체', fields: ['username', 'userName', 'displayName', 'email', 'userDeptName'] },
  { value: 'userId', label: '아이디', fields: ['username'] },
  { value: 'userName', label: '이름', fields: ['userName'] },
  { value: 'userEmail', label: '이메일', fields: ['email'] },
  { value: 'userDeptName', label: '부서', fields: ['userDeptName'] },
] as const

/**
 * The account list's query fields of spec §3 (period, use, search kind and text), turned into the
 * list's `where` query so paging, sorting and columns keep working as everywhere in the admin.
 */
export function AccountFilters() {
  const router = useRouter()
  const params = useSearchParams()
  const id = useId()
  const read = (key: string) => params.get(`af_${key}`) ?? ''

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (key: string) => String(data.get(key) ?? '').trim()
    const query = new URLSearchParams()
    let i = 0
    const add = (field: string, op: string, v: string) => {
      query.set(`where[and][${i}][${field}][${op}]`, v)
      i++
    }
    if (value('startDate'))
      add('createdAt', 'greater_than_equal', new Date(`${value('startDate')}T00:00:00+09:00`).toISOString())
    if (value('endDate'))
      add('createdAt', 'less_than_equal', new Date(`${value('endDate')}T23:59:59.999+09:00`).toISOString())
    if (value('useYn') === 'Y') add('accountStatus', 'equals', 'active')
    if (value('useYn') === 'N') add('accountStatus', 'not_equals', 'active')
    const text = value('searchText')
    if (text) {
      const kind = searchKinds.find((k) => k.value === value('searchKind')) ?? searchKinds[0]
      kind.fields.forEach((field, j) => {
        query.set(`where[and][${i}][or][${j}][${field}][like]`, text)
      })
      i++
    }
    for (const key of ['startDate', 'endDate', 'useYn', 'searchKind', 'searchText']) {
      if (value(key)) query.set(`af_${key}`, value(key))
    }
    query.set('page', '1')
    router.push(`?${query.toString()}`)
  }

  const label = { display: 'flex', flexDirection: 'column', gap: '0.25rem', fontSize: '0.9rem' } as const
  return (
    <form
      aria-label="계정 검색"
      onSubmit={submit}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', marginBottom: '1.5rem' }}
    >
      <label style={label} htmlFor={`${id}-start`}>
        가입 기간 시작
        <input id={`${id}-start`} name="startDate" type="date" defaultValue={read('startDate')} />
      </label>
      <label style={label} htmlFor={`${id}-end`}>
        가입 기간 끝
        <input id={`${id}-end`} name="endDate" type="date" defaultValue={read('endDate')} />
      </label>
      <label style={label} htmlFor={`${id}-use`}>
        사용 여부
        <select id={`${id}-use`} name="useYn" defaultValue={read('useYn')}>
          <option value="">전체</option>
          <option value="Y">사용 (정상)</option>
          <option value="N">미사용 (휴면·정지)</option>
        </select>
      </label>
      <label style={label} htmlFor={`${id}-kind`}>
        검색 구분
        <select id={`${id}-kind`} name="searchKind" defaultValue={read('searchKind') || 'all'}>
          {searchKinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      <label style={label} htmlFor={`${id}-text`}>
        검색어
        <input id={`${id}-text`} name="searchText" type="search" defaultValue={read('searchText')} maxLength={100} />
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
        검색
      </button>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        onClick={() => router.push('?page=1')}
      >
        초기화
      </button>
    </form>
  )
}
