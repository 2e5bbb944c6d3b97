import Link from 'next/link'
import { BrandMark } from '@/components/layout/brand-mark'
import { instituteName } from './admin-brand'

/** The institute's symbol and name at the top of the admin sidebar (`beforeNavLinks`), linking to the dashboard. */
export function AdminNavBrand() {
  return (
    <Link href="/admin" className="admin-brand admin-brand--nav" prefetch={false}>
      <BrandMark className="admin-brand__mark" />
      <span className="admin-brand__text">
        <span className="admin-brand__name">{instituteName}</span>
        <span className="admin-brand__role">관리자</span>
      </span>
    </Link>
  )
}
