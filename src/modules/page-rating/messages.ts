/** What visitors read after answering 만족도 평가 (Korean: the API's language; English pages have their own copy). */
export const ratingMessages = {
  thanks: '소중한 의견 감사합니다. 더 나은 정보를 제공하도록 노력하겠습니다.',
  duplicate: '오늘 이미 이 페이지를 평가하셨습니다.',
  levelRequired: '만족도를 1(매우 불만족)부터 5(매우 만족) 가운데 하나로 골라 주세요.',
  commentTooLong: '의견은 500자 이내로 적어 주세요.',
  commentInvalid: '의견에는 쓸 수 없는 문자가 들어 있습니다.',
  pageInvalid: '평가할 페이지를 알 수 없습니다.',
  pageUnknown: '평가할 페이지를 찾을 수 없습니다.',
  localeInvalid: '언어는 ko 또는 en이어야 합니다.',
  tooMany: '평가 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  crossSite: '이 사이트의 페이지에서 보낸 평가만 받습니다.',
  contentType: '평가는 양식(application/x-www-form-urlencoded, multipart/form-data) 또는 JSON으로 보내 주세요.',
} as const
