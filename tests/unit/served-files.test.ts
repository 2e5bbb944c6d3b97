import { describe, expect, it } from 'vitest'
import { fileRouteNameIsSafe, isPlainFileName, servedInline, storedFileName } from '@/modules/files/served-files'

describe('file names a download may ask for', () => {
  it('plain names, Korean ones included, are kept', () => {
    expect(storedFileName('photo-1.png')).toBe('photo-1.png')
    expect(storedFileName('%EB%B3%B4%EA%B3%A0%EC%84%9C.pdf')).toBe('보고서.pdf')
  })

  it('anything that could leave the upload directory is refused', () => {
    for (const encoded of [
      '..%2f..%2fsite.db',
      '..%2F.env',
      '..%5c..%5csite.db',
      '%2e%2e',
      '.env',
      'a%2fb.png',
      'photo.png%00.txt',
      'a%0ab.png',
      '%E0%A4%A',
      '',
    ]) {
      expect(storedFileName(encoded), encoded).toBeNull()
    }
    expect(isPlainFileName('x'.repeat(256))).toBe(false)
  })

  it('only file routes are judged', () => {
    expect(fileRouteNameIsSafe('/api/cms/media/file/..%2fsite.db')).toBe(false)
    expect(fileRouteNameIsSafe('/api/cms/attachments/file/%5c..%5cx')).toBe(false)
    expect(fileRouteNameIsSafe('/api/cms/media/file/a.png')).toBe(true)
    expect(fileRouteNameIsSafe('/api/cms/media/12')).toBeNull()
  })
})

describe('what a browser may show inline', () => {
  it('raster images only; SVG, HTML, XML, PDF and unknown types are downloads', () => {
    expect(servedInline('image/png')).toBe(true)
    expect(servedInline('image/webp')).toBe(true)
    for (const type of ['image/svg+xml', 'text/html; charset=utf-8', 'application/xml', 'application/pdf', null]) {
      expect(servedInline(type), String(type)).toBe(false)
    }
  })
})
