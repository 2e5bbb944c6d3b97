import { errorBodySchema } from '@/modules/api/errors'
import type { Operation } from '@/modules/api/openapi'
import {
  certificateNumberParamsSchema,
  publicCertificateSchema,
  registerPageSchema,
  registerQuerySchema,
  verificationSchema,
  verifyBodySchema,
  verifyFileSchema,
} from './api-schemas'
import { certificateBodySchema, staffCertificateSchema } from './staff-api-schemas'

const error = (description: string) => ({ description, schema: errorBodySchema })
const staff = {
  401: error('다시 로그인 해주세요.'),
  403: error('이 작업을 할 권한이 없습니다. (인증 현황 권한), 또는 다른 사이트에서 쿠키로 보낸 요청 (CSRF)'),
}
const body = {
  contentType: 'application/json',
  schema: certificateBodySchema,
  description: '빠진 항목은 기본값(본인증, 유효, 공개, 개인 단독주택 아님) 또는 빈 값. 모르는 항목과 code 는 400',
}
const rules =
  '등급은 인증종류의 등급이어야 하고, 유효기간 만료일은 인증일보다 앞설 수 없으며, 취소·효력정지는 statusDate 가, ' +
  '재발급은 replacedBy(새 인증서의 인증번호)가 필요합니다. 어긋나면 400 이고 details 에 항목별 메시지가 있습니다.'

/** 인증 현황 and 진위확인, which anyone reads, and the staff calls that keep the register. */
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
      '주소마다 1분에 10번, 하루에 100번까지이고, 하루에 세 번 찾지 못한 뒤에는 `altcha` 가 필요합니다. ' +
      '손에 든 PDF 를 multipart/form-data 의 `file` 로 보내면 직원이 등록한 발급 PDF 의 SHA-256 과 비교하며, 파일은 저장하지 않습니다(20MB 까지).',
    tags: ['certificates'],
    auth: 'none',
    body: {
      contentType: 'application/json',
      schema: verifyBodySchema,
      alternatives: [{ contentType: 'multipart/form-data', schema: verifyFileSchema }],
    },
    responses: {
      200: { description: '확인 결과 (찾지 못한 경우도 200, result: not_found)', schema: verificationSchema },
      400: error('입력 오류(PDF 가 아닌 파일 포함), 또는 자동 입력 방지 확인 필요 (CAPTCHA_REQUIRED)'),
      413: error('20MB 가 넘는 파일'),
      429: error('짧은 시간에 너무 많은 확인 (Retry-After)'),
    },
  },
  {
    method: 'post',
    path: '/api/v1/certificates',
    operationId: 'createCertificate',
    summary: '인증서 등록 (인증 현황 쓰기)',
    description: `검증 코드는 서버가 만들어 답에 담습니다(인쇄하는 그대로, QR 코드가 여는 주소와 함께). ${rules}`,
    tags: ['certificates'],
    auth: 'bearer',
    body,
    responses: {
      201: { description: '등록된 인증서', schema: staffCertificateSchema },
      400: error('입력 오류 (details 에 항목별 메시지)'),
      409: error('이미 등록된 인증번호입니다. (CONFLICT)'),
      ...staff,
    },
  },
  {
    method: 'put',
    path: '/api/v1/certificates/{number}',
    operationId: 'updateCertificate',
    summary: '인증서 수정 (인증 현황 쓰기, 모든 항목을 보낸 대로)',
    description:
      '공개 여부와 관계없이 인증번호로 찾아 모든 항목을 바꿉니다. 본문의 number 가 다르면 인증번호를 바꾸며, ' +
      `다른 인증서가 쓰는 번호면 409 입니다. 검증 코드는 그대로입니다. ${rules}`,
    tags: ['certificates'],
    auth: 'bearer',
    params: certificateNumberParamsSchema,
    body,
    responses: {
      200: { description: '수정된 인증서', schema: staffCertificateSchema },
      400: error('입력 오류 (details 에 항목별 메시지)'),
      404: error('인증서를 찾을 수 없습니다.'),
      409: error('이미 등록된 인증번호입니다. (CONFLICT)'),
      ...staff,
    },
  },
  {
    method: 'delete',
    path: '/api/v1/certificates/{number}',
    operationId: 'deleteCertificate',
    summary: '인증서 삭제 (인증 현황 삭제)',
    description: '삭제한 인증서는 인증 현황에 없고, 그 검증 코드와 인증번호의 진위확인은 not_found 입니다.',
    tags: ['certificates'],
    auth: 'bearer',
    params: certificateNumberParamsSchema,
    responses: {
      204: { description: '삭제됨 (본문 없음)' },
      400: error('잘못된 인증번호'),
      404: error('인증서를 찾을 수 없습니다.'),
      ...staff,
    },
  },
]
