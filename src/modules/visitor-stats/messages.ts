export const visitMessages = {
  crossSite: '다른 사이트에서 보낸 방문 기록은 받지 않습니다.',
  contentType: '방문 기록은 폼 형식(application/x-www-form-urlencoded)으로 보내야 합니다.',
  tooLarge: '방문 기록이 너무 깁니다.',
} as const
