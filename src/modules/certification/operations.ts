import { errorBodySchema } from '@/modules/api/errors'
import type { Operation } from '@/modules/api/openapi'
import {
  certificateNumberParamsSchema,
  publicCertificateSchema,
  registerPageSchema,
  registerQuerySchema,
  verificationSchema,
  verifyBodySchema,
} from './api-schemas'

const error = (description: string) => ({ description, schema: errorBodySchema })

/** 진위확인: anyone checks a certificate the institute issued. */
export const certificationOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/certificates',
    operationId: 'listCertificates',
    summary: '인증 현황 목록',
    description:
      '공개된 인증서의 공개 항목만, 인증일 최신순으로 답합니다. 개인 단독주택은 주소를 시군구까지, 건축물명을 "단독주택"으로 보이며 ' +
      '건축물명 검색으로는 찾지 않습니다. 검색어가 있으면 검색 제한(주소마다 1분에 SEARCH_LIMIT_PER_MINUTE번)을 받습니다.',
    tags: ['certificates'],
    auth: 'none',
    query: registerQuerySchema,
    responses: {
      200: { description: '쪽 단위 목록', schema: registerPageSchema },
      400: error('잘못된 조건'),
      429: error('짧은 시간에 너무 많은 검색 (Retry-After)'),
    },
  },
  {
    method: 'get',
    path: '/api/v1/certificates/{number}',
    operationId: 'getCertificate',
    summary: '인증서 한 건',
    description: '공개된 인증서의 공개 항목. 없는 번호와 공개하지 않은 인증서는 똑같이 404 입니다.',
    tags: ['certificates'],
    auth: 'none',
    params: certificateNumberParamsSchema,
    responses: {
      200: { description: '인증서', schema: publicCertificateSchema },
      404: error('인증서를 찾을 수 없습니다.'),
    },
  },
  {
    method: 'post',
    path: '/api/v1/certificates/verify',
    operationId: 'verifyCertificate',
    summary: '인증서 진위확인',
    description:
      '검증 코드, 또는 인증번호와 발급일로 인증서를 확인합니다. 공개된 인증서의 공개 항목만 답합니다. ' +
      '찾지 못하면 어느 칸이 틀렸는지 말하지 않고 언제나 같은 `not_found` 를 답하며, 찾았을 때와 같은 시간이 걸립니다. ' +
      '주소마다 1분에 10번, 하루에 100번까지이고, 하루에 세 번 찾지 못한 뒤에는 `altcha` 가 필요합니다.',
    tags: ['certificates'],
    auth: 'none',
    body: { contentType: 'application/json', schema: verifyBodySchema },
    responses: {
      200: { description: '확인 결과 (찾지 못한 경우도 200, result: not_found)', schema: verificationSchema },
      400: error('입력 오류, 또는 자동 입력 방지 확인 필요 (CAPTCHA_REQUIRED)'),
      429: error('짧은 시간에 너무 많은 확인 (Retry-After)'),
    },
  },
]
