import { adminTitle } from './admin-brand'

/**
 * Overrides of Payload's Korean admin texts (`i18n.translations.ko`). Payload's own Korean leaves some words in
 * English (`locale`), names the sign-in id "이메일 또는 사용자 이름" where this site calls it 아이디 (spec: userId),
 * shows checkboxes as 참/거짓, and carries two broken entries (`clear`, `restoring` hold a translator's prompt).
 * Only the keys staff meet are listed; everything else stays Payload's.
 *
 * Payload's Korean also follows English word order and particles where a label or number is put in ("<분류 없음>",
 * "1-10 의 50", "2개의 게시글를 삭제했습니다", "당신은 …", verbs in dictionary form on buttons such as "복원하다"):
 * those keys are rewritten with the label first and a neutral particle (을(를), 이(가)), as Korean admin screens
 * read. "열기 메뉴" (Payload joins open + menu for the sidebar toggle) cannot be fixed by a key without breaking
 * other uses of 열기/닫기; `admin-text-fixes.tsx` reorders that label.
 */
export const adminKoTranslations = {
  authentication: {
    // The sign-in form and the account form: staff sign in with their 아이디 (an e-mail address also works).
    emailOrUsername: '아이디',
    username: '아이디',
    // Payload writes "…해주세요"; the site and the admin write the spaced form throughout ("…해 주세요").
    verifyYourEmail: '이메일을 확인해 주세요',
  },
  error: {
    // The sign-in form's refusal names the field as the form does (아이디), the same text as the API's 401.
    emailOrPasswordIncorrect: '아이디 또는 비밀번호가 올바르지 않습니다.',
    usernameOrPasswordIncorrect: '아이디 또는 비밀번호가 올바르지 않습니다.',
    // The notice over the form when the server refuses a field; the field's own message is shown under it.
    followingFieldsInvalid_one: '입력 내용을 확인해 주세요:',
    followingFieldsInvalid_other: '입력 내용을 확인해 주세요:',
    correctInvalidFields: '입력하신 내용을 확인해 주세요.',
    documentNotFound:
      '번호 {{id}}인 문서를 찾을 수 없습니다. 삭제되었거나 없는 문서이거나, 볼 권한이 없을 수 있습니다.',
    unableToDeleteCount: '{{label}} {{total}}개 중 {{count}}개를 삭제하지 못했습니다.',
    unableToUpdateCount: '{{label}} {{total}}개 중 {{count}}개를 수정하지 못했습니다.',
  },
  dashboard: { addButton: '추가', discardConfirmLabel: '버리기' },
  general: {
    // An empty list cell: "분류 없음", not Payload's "<분류 없음>".
    noLabel: '{{label}} 없음',
    // The list's page summary "1-10 / 50" (Payload writes `${from}-${to} ${of} ${total}`).
    of: '/',
    // The list's tab "전체 공지사항" beside 휴지통 (Payload writes `${all} ${plural}`: "모두 공지사항").
    all: '전체',
    noResults: '{{label}}이(가) 없습니다. 아직 등록되지 않았거나 검색·필터 조건에 맞는 것이 없습니다.',
    noTrashResults: '휴지통에 {{label}}이(가) 없습니다.',
    searchBy: '{{label}}에서 검색',
    selectLabel: '{{label}} 선택',
    selectAll: '{{label}} {{count}}개 모두 선택',
    selectedCount: '{{label}} {{count}}개 선택됨',
    editingLabel_one: '{{label}} {{count}}개 수정 중',
    editingLabel_other: '{{label}} {{count}}개 수정 중',
    editingLabel_many: '{{label}} {{count}}개 수정 중',
    updatedCountSuccessfully: '{{label}} {{count}}개를 수정했습니다.',
    titleRestored: '{{label}} "{{title}}"을(를) 복원했습니다.',
    titleTrashed: '{{label}} "{{title}}"을(를) 휴지통으로 옮겼습니다.',
    groupByLabel: '{{label}}별로 묶기',
    aboutToDelete: '{{label}} <1>{{title}}</1>을(를) 삭제합니다. 계속할까요?',
    aboutToDeleteCount_one: '{{label}} {{count}}개를 삭제합니다.',
    aboutToDeleteCount_many: '{{label}} {{count}}개를 삭제합니다.',
    aboutToDeleteCount_other: '{{label}} {{count}}개를 삭제합니다.',
    aboutToPermanentlyDelete: '{{label}} <1>{{title}}</1>을(를) 영구 삭제합니다. 계속할까요?',
    aboutToPermanentlyDeleteTrash: '휴지통의 <1>{{label}}</1> <0>{{count}}</0>개를 영구 삭제합니다. 계속할까요?',
    aboutToRestore: '{{label}} <1>{{title}}</1>을(를) 복원합니다. 계속할까요?',
    // Only posts have a trash, and a restored post keeps the state it had (src/modules/boards/trash-status.ts):
    // Payload's "restored as a draft" and its "게시된 버전으로 복원" box (hidden in custom.scss) no longer apply.
    aboutToRestoreAsDraft:
      '{{label}} <1>{{title}}</1>을(를) 휴지통으로 옮기기 전 상태(게시 또는 초안) 그대로 복원합니다. 계속할까요?',
    aboutToRestoreAsDraftCount: '{{label}} {{count}}개를 휴지통으로 옮기기 전 상태(게시 또는 초안) 그대로 복원합니다.',
    aboutToRestoreCount: '{{label}} {{count}}개를 복원합니다.',
    aboutToTrash: '{{label}} <1>{{title}}</1>을(를) 휴지통으로 옮깁니다. 계속할까요?',
    aboutToTrashCount: '{{label}} {{count}}개를 휴지통으로 옮깁니다.',
    deletedCountSuccessfully: '{{label}} {{count}}개를 삭제했습니다.',
    permanentlyDeletedCountSuccessfully: '{{label}} {{count}}개를 영구 삭제했습니다.',
    restoredCountSuccessfully: '{{label}} {{count}}개를 복원했습니다.',
    trashedCountSuccessfully: '{{label}} {{count}}개를 휴지통으로 옮겼습니다.',
    deletePermanently: '휴지통을 거치지 않고 바로 영구 삭제',
    documentIsTrashed: '휴지통에 있는 {{label}}입니다. 읽기만 할 수 있습니다.',
    restoreAsPublished: '게시된 버전으로 복원',
    // The restore dialog's heading (Payload: "복구를 확인하십시오").
    confirmRestoration: '휴지통에서 복원',
    editingTakenOver: '다른 직원이 편집을 넘겨받았습니다',
    true: '예',
    false: '아니오',
    locale: '언어',
    locales: '언어',
    fallbackToDefaultLocale: '기본 언어(한국어)로 대체',
    payloadSettings: `${adminTitle} 설정`,
    clear: '지우기',
    restoring: '복원 중...',
    user: '직원',
    anotherUser: '다른 직원',
    currentlyEditing:
      '님이 이 문서를 편집하고 있습니다. 편집을 넘겨받으면 그분은 계속 편집할 수 없고 저장하지 않은 내용을 잃을 수 있습니다.',
  },
  // Copying a document's content between Korean and English: Payload's Korean says 로케일, 로캘, 장소 and 지역.
  localization: {
    cannotCopySameLocale: '같은 언어로는 복사할 수 없습니다.',
    copyFrom: '원본 언어',
    copyFromTo: '{{from}}에서 {{to}}(으)로 복사',
    copyTo: '복사할 언어',
    copyToLocale: '다른 언어로 복사',
    localeToPublish: '게시할 언어',
    selectedLocales: '선택한 언어',
    selectLocaleToCopy: '복사할 언어를 고르세요.',
    selectLocaleToDuplicate: '복제할 언어를 고르세요.',
  },
  operators: { isNotLike: '유사하지 않음', intersects: '교차' },
  validation: {
    trueOrFalse: '예 또는 아니오만 고를 수 있습니다.',
    requiresAtLeast: '{{label}}을(를) {{count}}개 이상 넣어 주세요.',
    requiresNoMoreThan: '{{label}}은(는) {{count}}개까지 넣을 수 있습니다.',
    // Number fields: "2200은(는) 최댓값 2100보다 큽니다", not "… 최대 허용된 값인 2100개보다 큽니다".
    greaterThanMax: '{{value}}은(는) 최댓값 {{max}}보다 큽니다.',
    lessThanMin: '{{value}}은(는) 최솟값 {{min}}보다 작습니다.',
  },
  version: {
    selectLocales: '표시할 언어 선택',
    showLocales: '언어 표시:',
    lastSavedAgo: '{{distance}} 전에 저장됨',
    aboutToRestore: '이 {{label}} 문서를 {{versionDate}} 버전으로 복원합니다.',
    aboutToUnpublishIn: '이 문서의 {{locale}} 게시를 해제합니다. 계속할까요?',
    publishIn: '{{locale}} 게시',
    unpublishIn: '{{locale}} 게시 해제',
    changedFieldsCount_one: '변경된 필드 {{count}}개',
    changedFieldsCount_other: '변경된 필드 {{count}}개',
    noRowsFound: '{{label}}이(가) 없습니다',
    // The version compared against: "이전에 발표된" reads as "announced before".
    previouslyPublished: '이전 게시본',
    // The publish button of a new document as of one already published ("변경 사항 게시" on a new notice).
    publishChanges: '게시',
    publishAllLocales: '모든 언어 게시',
  },
} as const
