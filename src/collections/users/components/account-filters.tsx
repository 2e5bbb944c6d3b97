'use client'
import { useRouter, useSearchParams } from 'next/navigation'
import { type FormEvent, useId } from 'react'
import { accountListQuery, accountSearchKinds as searchKinds } from '@/modules/admin/account-query'

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
    const query = accountListQuery(new FormData(event.currentTarget))
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
