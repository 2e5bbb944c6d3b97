import { z } from 'zod'
import { errorBodySchema } from '@/modules/api/errors'
import type { Operation } from '@/modules/api/openapi'
import { registerQuerySchema } from './api-schemas'
import { registerLicence } from './register-csv'

/** 인증 현황 as a file: the list's filters, every matching record. */
export const registerOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/certificates.csv',
    operationId: 'exportCertificates',
    summary: '인증 현황 CSV 내려받기',
    description:
      `목록과 같은 조건으로, 조건에 맞는 공개 인증서 전부를 한글 머리글과 BOM 이 있는 UTF-8 CSV 로 답합니다. ${registerLicence.ko} 로 ` +
      '공개하며 응답의 `Link` (rel="license") 가 이용 조건을 가리킵니다. 내려받기마다 검색 제한에 셉니다.',
    tags: ['certificates'],
    auth: 'none',
    query: registerQuerySchema
      .omit({ pageNo: true, pageSize: true })
      .extend({ lang: z.enum(['ko', 'en']).optional().describe('머리글과 값의 언어 (없으면 Accept-Language)') }),
    responses: {
      200: { description: 'UTF-8 CSV (BOM 포함)', contentType: 'text/csv' },
      400: { description: '잘못된 조건', schema: errorBodySchema },
      429: { description: '짧은 시간에 너무 많은 검색 (Retry-After)', schema: errorBodySchema },
    },
  },
]
