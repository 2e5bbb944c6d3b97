import { describe, expect, it } from 'vitest'
import { linkRuleMessage, validateLinkUrl } from '@/modules/rich-text/editor'
import { siteLinkHref } from '@/modules/site/link-href'
import {
  downloadLinkMessage,
  isDownloadLink,
  isRichTextLink,
  siteLinkMessage,
  siteLinkRule,
} from '@/validation/field-rules'

const scriptAndForeign = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  'evil.example',
]

describe('link fields of banners, popups and page cards (siteLinkRule)', () => {
  it.each(['/media/media01', '/certification/certification02?tab=1#fees', 'https://www.law.go.kr/x', 'http://a.kr'])(
    'accepts %s',
    (link) => expect(siteLinkRule(link)).toBe(true),
  )

  it('accepts an empty link (the field is optional)', () => {
    expect(siteLinkRule('')).toBe(true)
    expect(siteLinkRule(null)).toBe(true)
    expect(siteLinkRule(undefined)).toBe(true)
  })

  it.each([...scriptAndForeign, 'mailto:a@b.kr', 'https://a.kr/with space'])(
    'refuses %j with the Korean message',
    (link) => expect(siteLinkRule(link)).toBe(siteLinkMessage),
  )
})

describe('rich-text link addresses (isRichTextLink)', () => {
  it.each(['https://a.kr', 'http://a.kr', 'mailto:a@b.kr', 'tel:02-000-0000', '/company/about', '#top'])(
    'allows %s',
    (link) => expect(isRichTextLink(link)).toBe(true),
  )
  it.each(scriptAndForeign)('refuses %j', (link) => expect(isRichTextLink(link)).toBe(false))
})

describe('the link drawer of the rich-text editor (validateLinkUrl)', () => {
  it('saves a custom link to a web address or a site path', () => {
    expect(validateLinkUrl('https://www.me.go.kr')).toBe(true)
    expect(validateLinkUrl('/media/media01')).toBe(true)
  })
  it.each([...scriptAndForeign, ''])('shows the Korean rule for %j', (link) =>
    expect(validateLinkUrl(link)).toBe(linkRuleMessage),
  )
  it('leaves links to documents of the site (internal links) to Payload', () => {
    expect(validateLinkUrl(undefined, 'internal')).toBe(true)
  })
})

describe('download addresses of the page downloads block (isDownloadLink)', () => {
  it('allows https addresses and site paths, not http', () => {
    expect(isDownloadLink('https://www.law.go.kr/form.hwp')).toBe(true)
    expect(isDownloadLink('/api/files/3/download')).toBe(true)
    expect(isDownloadLink('http://a.kr/form.hwp')).toBe(false)
    expect(downloadLinkMessage).toBe('https:// 또는 /로 시작해야 합니다.')
  })
  it.each(scriptAndForeign)('refuses %j', (link) => expect(isDownloadLink(link)).toBe(false))
})

describe('the address a stored link gets on the page (siteLinkHref)', () => {
  it('prefixes site paths with the locale and keeps web addresses', () => {
    expect(siteLinkHref('ko', '/media/media01')).toBe('/media/media01')
    expect(siteLinkHref('en', '/media/media01')).toBe('/en/media/media01')
    expect(siteLinkHref('en', 'https://a.kr/x')).toBe('https://a.kr/x')
  })
  it.each([...scriptAndForeign, '', null, undefined])('gives no link for %j', (link) =>
    expect(siteLinkHref('ko', link)).toBeNull(),
  )
})
