import { z } from 'zod'
import type { Operation } from '@/modules/api/openapi'

const check = z.object({ ok: z.boolean(), latencyMs: z.number().int() })

export const healthResponse = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
  latencyMs: z.number().int(),
})

export const readyResponse = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({ database: check, storage: check }),
})

export const systemOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    operationId: 'getHealth',
    summary: '살아 있는지 확인 (데이터베이스 왕복 포함)',
    tags: ['system'],
    auth: 'none',
    responses: {
      200: { description: '정상', schema: healthResponse },
      503: { description: '데이터베이스에 연결할 수 없음', schema: healthResponse },
    },
  },
  {
    method: 'get',
    path: '/api/ready',
    operationId: 'getReady',
    summary: '요청을 받을 준비가 되었는지 확인 (데이터베이스·저장소)',
    tags: ['system'],
    auth: 'none',
    responses: {
      200: { description: '준비됨', schema: readyResponse },
      503: { description: '준비되지 않음', schema: readyResponse },
    },
  },
]
