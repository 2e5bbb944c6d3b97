import { errorBodySchema } from '@/modules/api/errors'
import type { Operation } from '@/modules/api/openapi'
import { verificationSchema, verifyBodySchema } from './api-schemas'

const error = (description: string) => ({ description, schema: errorBodySchema })

/** 진위확인: anyone checks a certificate the institute issued. */
export const certificationOperations: Operation[] = [
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
