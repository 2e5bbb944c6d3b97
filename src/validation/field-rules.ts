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

/**
 * Link fields staff fill in (banners, popups, page cards): a path of this site (`/…`) or a web address. A browser
 * runs a `javascript:` address when the link is clicked and reads `//host` or `/\host` as another site, so only these
 * two forms are kept; the API's schemas and the site's renderers use the same test.
 */
const siteLinkPattern = /^(?:\/(?![/\\])|https?:\/\/)/i
export const siteLinkMessage = '링크는 사이트 경로(/로 시작) 또는 http(s):// 주소여야 합니다.'

export const isSiteLink = (value: string): boolean => siteLinkPattern.test(value.trim()) && !/[\s\\]/.test(value.trim())

/** Payload validator of an optional link field: empty passes, anything else must be a site path or web address. */
export const siteLinkRule = (value: unknown): ValidationResult => {
  if (value === undefined || value === null || value === '') return true
  return typeof value === 'string' && isSiteLink(value) ? true : siteLinkMessage
}

/**
 * Addresses a rich-text link may lead to (spec §5: http, https, mailto, tel), plus site paths and in-page anchors.
 * The renderer drops any other address a stored document may carry, whichever way it was written.
 */
const richTextLinkPattern = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i
export const isRichTextLink = (value: string): boolean =>
  richTextLinkPattern.test(value.trim()) && !/[\s\\]/.test(value.trim())

/** A form to download (page downloads block): an https address (official forms) or a path of this site. */
export const downloadLinkMessage = 'https:// 또는 /로 시작해야 합니다.'
export const isDownloadLink = (value: string): boolean => isSiteLink(value) && !/^http:\/\//i.test(value.trim())
