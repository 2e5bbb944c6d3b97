import { describe, expect, it } from 'vitest'
import { contentDisposition, detectDocumentType } from '@/modules/files/document-types'
import { detectImageType } from '@/modules/files/image-types'

describe('attachment content types', () => {
  it('recognises documents by their magic bytes, not by their names', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n')
    expect(await detectDocumentType(pdf, 'a.hwp')).toEqual({ extension: 'pdf', mimeType: 'application/pdf' })
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
    expect((await detectDocumentType(png, '사진.jpg'))?.mimeType).toBe('image/png')
    expect(await detectDocumentType(Buffer.from('MZ\x90\x00 executable'), '문서.pdf')).toBeNull()
    expect(await detectDocumentType(Buffer.from('plain text'), '문서.txt')).toBeNull()
  })

  it('refuses a name claiming an extension off the allow-list, whatever the content', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n')
    for (const name of ['guide.exe', 'guide.pdf.exe', 'page.html', 'icon.svg', 'run.SH']) {
      expect(await detectDocumentType(pdf, name), name).toBeNull()
    }
    expect(await detectDocumentType(pdf, '안내.PDF')).toEqual({ extension: 'pdf', mimeType: 'application/pdf' })
  })

  it('names a compound file HWP unless its name says another Office format', async () => {
    const cfb = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)])
    expect(await detectDocumentType(cfb, '신청서.HWP')).toEqual({ extension: 'hwp', mimeType: 'application/x-hwp' })
    expect(await detectDocumentType(cfb, 'old.xls')).toEqual({ extension: 'xls', mimeType: 'application/vnd.ms-excel' })
    expect(await detectDocumentType(cfb, 'noextension')).toEqual({ extension: 'hwp', mimeType: 'application/x-hwp' })
  })

  it('sends the original Korean name in UTF-8 with an ASCII fallback', () => {
    expect(contentDisposition('2026 신청서 "최종".hwp')).toBe(
      `attachment; filename="2026 ___ ____.hwp"; filename*=UTF-8''2026%20%EC%8B%A0%EC%B2%AD%EC%84%9C%20%22%EC%B5%9C%EC%A2%85%22.hwp`,
    )
  })
})

describe('image content types', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

  it('takes the type from the content; a name may say another image type or none', async () => {
    expect(await detectImageType(png, 'logo.jpg')).toEqual({ extension: 'png', mimeType: 'image/png' })
    expect(await detectImageType(png, 'clipboard')).toEqual({ extension: 'png', mimeType: 'image/png' })
  })

  it('refuses a real image whose name claims a program, a page or an SVG', async () => {
    for (const name of ['setup.exe', 'photo.png.html', 'icon.svg']) {
      expect(await detectImageType(png, name), name).toBeNull()
    }
  })
})
