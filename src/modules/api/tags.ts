/**
 * The groups of the OpenAPI document. Swagger UI shows each description above its group, and the
 * `Operation.tags` type only admits names listed here, so a new group cannot appear undescribed.
 */
export const apiTags = {
  system: '서버 상태 확인 (로드 밸런서·모니터링용, 토큰 없음)',
  auth: '관리자 로그인과 토큰: 접근 토큰 발급·갱신·폐기',
  'auth-handler': '관리 화면 로그인 세션 (/api/auth, Auth.js 방식의 폼 전송과 CSRF 토큰)',
  users: '관리자 계정 (직원)',
  qna: '현장 Q&A: 질문은 누구나, 답변은 직원',
  newsletters: '뉴스레터 발송 (직원)',
  subscribers: '뉴스레터 구독 신청·확인·해지와 구독자 관리 (직원)',
  posts: '게시글과 첨부파일: 읽기는 공개, 쓰기는 직원',
  boards: '게시판 설정 (공개)',
  banners: '메인 배너: 지금 보이는 배너는 공개, 쓰기는 직원',
  popups: '팝업: 지금 보이는 팝업은 공개, 쓰기는 직원',
  pages: '게시된 CMS 페이지 (공개)',
  files: '첨부파일 정보와 내려받기 (공개, 보이는 글의 파일만)',
  approvals: '게시·삭제 승인 요청과 결정 (직원)',
  certificates: '인증 현황과 진위확인: 읽기는 공개된 인증서의 공개 항목만, 등록·수정·삭제는 직원',
} as const

export type ApiTag = keyof typeof apiTags
