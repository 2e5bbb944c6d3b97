import { BrandMark } from '@/components/layout/brand-mark'
import { instituteName } from './admin-brand'

/**
 * The small mark in the admin header's home link (Payload's `admin.components.graphics.Icon`): the institute's symbol
 * instead of Payload's.
 */
export function AdminIcon() {
  return (
    <span className="admin-brand admin-brand--icon" role="img" aria-label={instituteName}>
      <BrandMark className="admin-brand__mark" />
    </span>
  )
}
