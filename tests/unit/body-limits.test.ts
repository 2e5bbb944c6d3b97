import { describe, expect, it } from 'vitest'
import { bodyLimitFor, judgeBody, maxAttachmentBytes, maxImageBytes, maxOtherBodyBytes } from '@/lib/body-limits'
import { hasMalformedEscapes } from '@/lib/request-path'

const MB = 1024 * 1024

describe('body limit by route', () => {
  it('media uploads: the image limit plus 1 MB of form framing', () => {
    expect(maxImageBytes).toBe(10 * MB)
    expect(bodyLimitFor('/api/cms/media')).toBe(11 * MB)
    expect(bodyLimitFor('/api/cms/media/12')).toBe(11 * MB)
  })

  it('attachments (Payload and the staff API): the largest board limit plus 1 MB', () => {
    expect(maxAttachmentBytes).toBe(100 * MB)
    expect(bodyLimitFor('/api/cms/attachments')).toBe(101 * MB)
    expect(bodyLimitFor('/api/v1/boards/1/posts/7/attachments')).toBe(101 * MB)
  })

  it('everything else: 4 MB, including look-alike paths', () => {
    expect(maxOtherBodyBytes).toBe(4 * MB)
    for (const path of ['/api/v1/qna', '/api/cms/posts', '/api/cms/mediax', '/admin', '/api/v1/boards/1/posts/7']) {
      expect(bodyLimitFor(path), path).toBe(4 * MB)
    }
  })
})

describe('judging a body from its headers', () => {
  it('no body at all goes on', () => {
    expect(judgeBody('/api/v1/qna', {})).toEqual({ ok: true })
  })

  it('a declared length up to the limit goes on; one byte more is 413 with a Korean message', () => {
    expect(judgeBody('/api/cms/media', { 'content-length': String(11 * MB) })).toEqual({ ok: true })
    expect(judgeBody('/api/cms/media', { 'content-length': String(11 * MB + 1) })).toEqual({
      ok: false,
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: '요청 본문이 너무 큽니다. 이 주소에는 11MB까지 보낼 수 있습니다.',
    })
    expect(judgeBody('/api/v1/qna', { 'content-length': String(5 * MB) })).toMatchObject({ status: 413 })
  })

  it('a 50 MB attachment is allowed where a 50 MB image is not', () => {
    const headers = { 'content-length': String(50 * MB) }
    expect(judgeBody('/api/cms/attachments', headers)).toEqual({ ok: true })
    expect(judgeBody('/api/cms/media', headers)).toMatchObject({ ok: false, status: 413 })
  })

  it('a chunked body without a length is refused with 411', () => {
    expect(judgeBody('/api/cms/media', { 'transfer-encoding': 'chunked' })).toEqual({
      ok: false,
      status: 411,
      code: 'LENGTH_REQUIRED',
      message: '요청 본문의 길이(Content-Length)를 알려 주세요.',
    })
  })

  it('a length that is not a number is refused as too large', () => {
    expect(judgeBody('/api/v1/qna', { 'content-length': 'lots' })).toMatchObject({ ok: false, status: 413 })
  })
})

describe('paths with broken percent escapes', () => {
  it('are recognised; well-formed escapes and odd query strings are not', () => {
    expect(hasMalformedEscapes('/api/cms/media/file/%E0%A4%A')).toBe(true)
    expect(hasMalformedEscapes('/media/%zz')).toBe(true)
    expect(hasMalformedEscapes('/media/%')).toBe(true)
    expect(hasMalformedEscapes('/media/%ED%95%9C%EA%B8%80')).toBe(false)
    expect(hasMalformedEscapes('/api/v1/qna?q=%zz')).toBe(false)
  })
})
