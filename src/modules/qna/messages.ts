/** What visitors read when the Q&A refuses something. */
export const qnaMessages = {
  consentRequired: '개인정보 수집·이용에 동의해야 문의를 등록할 수 있습니다.',
  categoryRequired: '분류를 선택해 주세요.',
  titleRequired: '제목을 입력해 주세요.',
  contentRequired: '내용을 입력해 주세요.',
  nameRequired: '이름을 입력해 주세요.',
  emailRequired: '이메일을 입력해 주세요.',
  phoneInvalid: '연락처는 숫자와 하이픈(-)으로 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  rejected: '문의를 등록하지 못했습니다. 입력 내용을 확인해 주세요.',
  tooManyPosts: '짧은 시간에 너무 많은 문의가 등록되었습니다. 잠시 후 다시 시도해 주세요.',
  tooManyPasswords: '비밀번호를 너무 많이 틀렸습니다. 15분 후에 다시 시도해 주세요.',
  wrongPassword: '비밀번호가 일치하지 않습니다.',
  notFound: '글을 찾을 수 없습니다.',
  alreadyAnswered: '답변이 등록된 글은 수정하거나 삭제할 수 없습니다.',
  locked: '비밀글입니다. 글 비밀번호를 입력해 주세요.',
} as const

/** The same messages for the English site and English API clients (`Accept-Language: en`). */
export const qnaMessagesEn: Record<keyof typeof qnaMessages, string> = {
  consentRequired: 'Please agree to the collection and use of personal data to send your question.',
  categoryRequired: 'Please choose a category.',
  titleRequired: 'Please enter a title.',
  contentRequired: 'Please enter your question.',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  phoneInvalid: 'Enter the phone number with digits and hyphens (-) only.',
  passwordRequired: 'Please enter a password.',
  rejected: 'Your question could not be sent. Please check what you entered.',
  tooManyPosts: 'Too many questions were sent in a short time. Please try again later.',
  tooManyPasswords: 'The password was wrong too many times. Please try again in 15 minutes.',
  wrongPassword: 'The password is incorrect.',
  notFound: 'The post could not be found.',
  alreadyAnswered: 'A question that has been answered can no longer be changed or deleted.',
  locked: 'This is a private post. Please enter its password.',
}
