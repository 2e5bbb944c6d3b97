import { messages, minMax, type ValidationResult } from './validators'

/** A required text field whose length follows the spec's minMax rule. */
export const requiredMinMax = (min: number, max: number) => {
  const rule = minMax(min, max)
  return (value: unknown): ValidationResult =>
    value === undefined || value === null || String(value).trim() === '' ? messages.required : rule(value)
}

/** The sign-in id rule: 3–30 characters, letters, digits, dot, underscore or hyphen, starting with a letter. */
export const userIdPattern = /^[a-zA-Z][a-zA-Z0-9._-]{2,29}$/
export const userIdMessage =
  '아이디는 영문자로 시작하는 3~30자의 영문, 숫자, 마침표(.), 밑줄(_), 하이픈(-)이어야 합니다.'

export const userIdRule = (value: unknown): ValidationResult => {
  if (value === undefined || value === null || String(value) === '') return messages.required
  return userIdPattern.test(String(value)) ? true : userIdMessage
}
