/** The five answers of 만족도 평가, best first, as Korean public sites list them. */
export const ratingLevels = [
  { value: 5, ko: '매우 만족', en: 'Very satisfied' },
  { value: 4, ko: '만족', en: 'Satisfied' },
  { value: 3, ko: '보통', en: 'Neutral' },
  { value: 2, ko: '불만족', en: 'Dissatisfied' },
  { value: 1, ko: '매우 불만족', en: 'Very dissatisfied' },
] as const

export type RatingLevel = (typeof ratingLevels)[number]['value']

/** The longest comment kept, in characters. */
export const ratingCommentMaxLength = 500
