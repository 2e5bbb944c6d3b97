import { BrandMark } from '@/components/layout/brand-mark'
import { adminTitle, instituteName } from './admin-brand'

/**
 * The sign-in screen's logo (Payload's `admin.components.graphics.Logo`): the institute's symbol and name instead of
 * Payload's wordmark, so staff know whose admin they are signing in to.
 */
export function AdminLogo() {
  return (
    <span className="admin-brand admin-brand--logo" role="img" aria-label={adminTitle}>
      <BrandMark className="admin-brand__mark" />
      <span className="admin-brand__text" aria-hidden="true">
        <span className="admin-brand__name">{instituteName}</span>
        <span className="admin-brand__role">관리자</span>
      </span>
    </span>
  )
}
