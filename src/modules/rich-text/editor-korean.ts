/**
 * Korean texts of the body editor (`lexical:` namespace). The editor's own Korean is machine-like ("주문된 목록" for
 * a numbered list, "수평 규칙", "관계", "기본적인"), and the editor merges its texts over the config's translations,
 * so these are merged after it (see `richTextEditor`). Keys are Payload's (`lexical:<feature>:<key>`).
 */
export const lexicalKoTexts = {
  general: {
    placeholder: "내용을 입력하세요. '/'를 누르면 넣을 수 있는 항목이 나옵니다.",
    slashMenuBasicGroupLabel: '기본',
    slashMenuListGroupLabel: '목록',
    toolbarItemsActive: '{{count}}개 적용됨',
  },
  heading: { label: '제목 {{headingLevel}}' },
  align: {
    alignCenterLabel: '가운데 정렬',
    alignJustifyLabel: '양쪽 정렬',
    alignLeftLabel: '왼쪽 정렬',
    alignRightLabel: '오른쪽 정렬',
  },
  blockquote: { label: '인용' },
  paragraph: { label: '본문', label2: '본문' },
  relationship: { label: '다른 글 연결' },
  upload: { label: '이미지' },
  link: { label: '링크', loadingWithEllipsis: '불러오는 중...' },
  checklist: { label: '체크 목록' },
  orderedList: { label: '번호 목록' },
  unorderedList: { label: '글머리 목록' },
  horizontalRule: { label: '구분선' },
  indent: { decreaseLabel: '내어쓰기', increaseLabel: '들여쓰기' },
  experimental_table: { label: '표' },
  table: { label: '표' },
} as const

/**
 * Accessible names of the editor's toolbar buttons, by the button's `data-button-key`. The editor draws bold,
 * italic and the other format buttons as bare icons with no name, so a screen reader (and a mouse hover) says
 * nothing; `applyAdminTextFixes` gives each its Korean name.
 */
export const toolbarButtonNames: Record<string, string> = {
  bold: '굵게',
  italic: '기울임',
  underline: '밑줄',
  strikethrough: '취소선',
  subscript: '아래 첨자',
  superscript: '위 첨자',
  inlineCode: '코드',
  link: '링크',
  unorderedList: '글머리 목록',
  orderedList: '번호 목록',
  checklist: '체크 목록',
  table: '표',
  upload: '이미지',
  relationship: '다른 글 연결',
  blockquote: '인용',
  horizontalRule: '구분선',
  indentIncrease: '들여쓰기',
  indentDecrease: '내어쓰기',
  alignLeft: '왼쪽 정렬',
  alignCenter: '가운데 정렬',
  alignRight: '오른쪽 정렬',
  alignJustify: '양쪽 정렬',
  paragraph: '본문',
  h1: '제목 1',
  h2: '제목 2',
  h3: '제목 3',
  h4: '제목 4',
  h5: '제목 5',
  h6: '제목 6',
}

/** The dropdowns of the fixed toolbar (text style, alignment, add…), by `data-toolbar-group-key`. */
export const toolbarGroupNames: Record<string, string> = {
  text: '제목',
  align: '정렬',
  add: '넣기',
  indent: '들여쓰기',
  format: '서식',
}
