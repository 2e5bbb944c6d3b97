import { approvalOperations } from '@/modules/approval/operations'
import { authOperations } from '@/modules/auth/operations'
import { certificationOperations } from '@/modules/certification/operations'
import { registerOperations } from '@/modules/certification/register-operations'
import { contentOperations } from '@/modules/content-api/operations'
import { newsletterOperations } from '@/modules/newsletter/operations'
import { newsletterSendOperations } from '@/modules/newsletter/send-operations'
import { qnaOperations } from '@/modules/qna/operations'
import { systemOperations } from '@/modules/system/schemas'
import { userOperations } from '@/modules/users/operations'
import type { Operation } from './openapi'

/** Every documented operation. Add an area's list here when it gains endpoints. */
export const operations: Operation[] = [
  ...systemOperations,
  ...authOperations,
  ...userOperations,
  ...qnaOperations,
  ...newsletterOperations,
  ...newsletterSendOperations,
  ...contentOperations,
  ...approvalOperations,
  ...certificationOperations,
  ...registerOperations,
]
