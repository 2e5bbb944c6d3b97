import { systemOperations } from '@/modules/system/schemas'
import type { Operation } from './openapi'

/** Every documented operation. Add an area's list here when it gains endpoints. */
export const operations: Operation[] = [...systemOperations]
