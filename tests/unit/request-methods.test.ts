import { describe, expect, it } from 'vitest'
import { methodNotAllowedMessage, refuseMethod } from '@/modules/security/request-methods'
import { singleLine } from '@/validation/validators'

describe('methods the server refuses before Next', () => {
  it('lets the served methods through', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(refuseMethod(method, '/')).toBeNull()
      expect(refuseMethod(method, '/api/v1/boards')).toBeNull()
    }
  })

  it('answers TRACE, TRACK, CONNECT and unknown methods 405 with Allow, on pages and APIs', () => {
    // These are the methods fetch refuses to build a Request for, which is what ended in a 500 inside Next.
    for (const method of ['TRACE', 'TRACK', 'CONNECT']) {
      expect(() => new Request('http://localhost/', { method })).toThrow()
    }
    for (const method of ['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'MKCOL', 'FOO', undefined]) {
      const page = refuseMethod(method, '/')
      expect(page?.status).toBe(405)
      expect(page?.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
      expect(page?.body).toBe(methodNotAllowedMessage)
      const api = refuseMethod(method, '/api/cms/users')
      expect(api?.status).toBe(405)
      expect(api?.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(api?.body ?? '')).toEqual({
        error: { code: 'METHOD_NOT_ALLOWED', message: '지원하지 않는 요청 방식입니다.' },
      })
    }
  })
})

describe('one-line values', () => {
  it('refuses CR, LF, other control characters and line separators with a Korean message', () => {
    for (const value of [
      '김\r\n독자',
      '김\n',
      '\r김',
      '김\t독자',
      '김\u0000',
      '김\u007f',
      '김\u0085',
      '김\u2028독자',
    ]) {
      expect(singleLine(value)).toBe('줄바꿈이나 제어 문자는 입력할 수 없습니다.')
    }
    for (const value of ['김독자', 'Kim Reader', '', undefined, '김 독자 😀']) expect(singleLine(value)).toBe(true)
  })
})
