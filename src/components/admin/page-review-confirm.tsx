import type { UIFieldServerComponent } from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'
import { PageReviewConfirmButton } from './page-review-confirm-button'

/**
 * 변경 없음 확인 on a page's 콘텐츠 정비 row: one press stamps 최종 확인일 and moves the next review date a cycle on.
 * Only for staff who may change pages; nothing on the create screen (rows are never created by hand).
 */
export const PageReviewConfirm: UIFieldServerComponent = ({ id, req }) => {
  const user = req.user as unknown as PermissionSubject | null
  if (!id || !can(user, 'pages', 'write')) return null
  return <PageReviewConfirmButton id={Number(id)} />
}
