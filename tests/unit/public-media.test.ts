import { describe, expect, it } from 'vitest'
import { fileValidators, isNotModified, MediaBodyCache, mediaFileRequest } from '@/lib/public-media'

describe('media files served from disk', () => {
  it('takes plain GET and HEAD requests for a stored image, nothing else', () => {
    expect(mediaFileRequest('GET', '/api/cms/media/file/banner-1920x640.webp', undefined)).toEqual({
      name: 'banner-1920x640.webp',
      type: 'image/webp',
    })
    expect(mediaFileRequest('HEAD', '/api/cms/media/file/%EB%A1%9C%EA%B3%A0.PNG', undefined)).toEqual({
      name: '로고.PNG',
      type: 'image/png',
    })
    // Byte ranges, queries, other methods and collections, unsafe names and other types are Payload's to answer.
    expect(mediaFileRequest('GET', '/api/cms/media/file/a.webp', 'bytes=0-9')).toBeNull()
    expect(mediaFileRequest('GET', '/api/cms/media/file/a.webp?prefix=x', undefined)).toBeNull()
    expect(mediaFileRequest('POST', '/api/cms/media/file/a.webp', undefined)).toBeNull()
    expect(mediaFileRequest('GET', '/api/cms/attachments/file/a.pdf', undefined)).toBeNull()
    for (const name of [
      '..%2Fsite.db',
      '%2e%2e%2fa.png',
      '.hidden.png',
      'a%00.png',
      '%E0%A4%A.png',
      'a.svg',
      'a.html',
      '',
    ])
      expect(mediaFileRequest('GET', `/api/cms/media/file/${name}`, undefined), name).toBeNull()
  })

  it('answers 304 when the browser’s copy is the stored file, and not after the file changed', () => {
    const stored = fileValidators(48_213, Date.parse('2026-11-25T05:10:00.250Z'))
    expect(stored.lastModified).toBe('Wed, 25 Nov 2026 05:10:00 GMT')
    expect(isNotModified({ 'if-none-match': stored.etag }, stored)).toBe(true)
    expect(isNotModified({ 'if-none-match': `"other", W/${stored.etag}` }, stored)).toBe(true)
    expect(isNotModified({ 'if-modified-since': stored.lastModified }, stored)).toBe(true)
    const replaced = fileValidators(51_002, Date.parse('2026-11-25T06:00:00Z'))
    expect(isNotModified({ 'if-none-match': stored.etag }, replaced)).toBe(false)
    expect(isNotModified({ 'if-modified-since': stored.lastModified }, replaced)).toBe(false)
    // A matching date does not win over an ETag that does not match.
    expect(isNotModified({ 'if-none-match': '"other"', 'if-modified-since': stored.lastModified }, stored)).toBe(false)
    expect(isNotModified({}, stored)).toBe(false)
  })
})

describe('kept image bodies', () => {
  const body = (bytes: number) => Buffer.alloc(bytes, 1)

  it('serves a kept body only while the file on disk is the same, and never a large one', () => {
    const cache = new MediaBodyCache({ maxBytes: 1000, maxFileBytes: 400 })
    cache.set('a.webp', 111, body(300))
    expect(cache.get('a.webp', 300, 111)?.length).toBe(300)
    // Replaced under the same name: another size or time, so it is read again.
    expect(cache.get('a.webp', 300, 222)).toBeNull()
    expect(cache.get('a.webp', 300, 111)).toBeNull()
    expect(cache.size).toBe(0)
    expect(cache.keeps(401)).toBe(false)
    cache.set('big.webp', 1, body(401))
    expect(cache.get('big.webp', 401, 1)).toBeNull()
  })

  it('lets the least recently used go when it is full', () => {
    const cache = new MediaBodyCache({ maxBytes: 1000, maxFileBytes: 400 })
    cache.set('a', 1, body(400))
    cache.set('b', 1, body(400))
    expect(cache.get('a', 400, 1)).not.toBeNull()
    cache.set('c', 1, body(400))
    expect(cache.get('b', 400, 1)).toBeNull()
    expect(cache.get('a', 400, 1)).not.toBeNull()
    expect(cache.get('c', 400, 1)).not.toBeNull()
    expect(cache.size).toBe(800)
  })
})
