import type { Access } from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'

/**
 * Who sees 접속자 통계: staff whose group may read pages (all three default groups), the same people who read the
 * pages' 만족도 평가. The counts say which pages are read, nothing about who read them.
 */
export const canSeeVisitorStats = (user: PermissionSubject | null | undefined): boolean => can(user, 'pages', 'read')

export const readVisitorStats: Access = ({ req }) => canSeeVisitorStats(req.user as PermissionSubject | null)
