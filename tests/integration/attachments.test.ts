import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPost } from '../support/board-fixtures'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload
let views: typeof import('@/modules/boards/view')

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
// An OLE compound file header (HWP 5 documents are compound files), padded to one sector.
const hwp = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)])
const script = Buffer.from('#!/bin/sh\necho not a document\n')

const upload = (data: Buffer, name: string, mimetype: string) =>
  payload.create({
    collection: 'attachments',
    overrideAccess: true,
    data: {},
    file: { data, name, mimetype, size: data.length },
  })

beforeAll(async () => {
  payload = await createTestPayload()
  views = await import('@/modules/boards/view')
  await payload.create({
    collection: 'boards',
    overrideAccess: true,
    data: {
      boardSettingSeq: 1,
      name: '공지사항',
      type: 'notice',
      secretPosts: 'off',
      allowAttachments: true,
      maxAttachments: 2,
      maxAttachmentMb: 1,
      pageSize: 10,
    },
  })
  await payload.create({
    collection: 'boards',
    overrideAccess: true,
    data: {
      boardSettingSeq: 8,
      name: '채용정보',
      type: 'recruit',
      secretPosts: 'off',
      allowAttachments: false,
      pageSize: 10,
    },
  })
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`attachments on ${dialect}`, () => {
  it('accepts a PDF and an HWP by their content, stores them under random names and keeps the Korean name', async () => {
    const a = await upload(pdf, '2026년 인증 수수료 안내.pdf', 'application/octet-stream')
    expect(a.originalName).toBe('2026년 인증 수수료 안내.pdf')
    expect(a.filename).toMatch(/^[0-9a-f]{32}\.pdf$/)
    expect(a.mimeType).toBe('application/pdf')
    const b = await upload(hwp, '신청서 서식.hwp', 'application/octet-stream')
    expect(b.filename).toMatch(/^[0-9a-f]{32}\.hwp$/)
    expect(b.mimeType).toBe('application/x-hwp')
  })

  it('refuses a file whose content is not a document, whatever its name says', async () => {
    await expect(upload(script, '보고서.pdf', 'application/pdf')).rejects.toThrow(
      'PDF, HWP, HWPX, DOCX, XLSX, PPTX, ZIP 또는 이미지 파일만 첨부할 수 있습니다.',
    )
    expect(
      (
        await payload.count({
          collection: 'attachments',
          overrideAccess: true,
          where: { originalName: { equals: '보고서.pdf' } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('applies the board settings: on or off, how many files', async () => {
    const files = []
    for (const n of [1, 2, 3]) files.push(await upload(pdf, `첨부${n}.pdf`, 'application/pdf'))
    await expect(
      createPost(payload, { boardSeq: 1, title: '첨부 세 개', attachments: files.map((f) => f.id) }),
    ).rejects.toThrow()
    await expect(
      createPost(payload, { boardSeq: 8, title: '첨부 불가 게시판', attachments: [files[0]?.id] }),
    ).rejects.toThrow()
    const ok = await createPost(payload, {
      boardSeq: 1,
      title: '첨부 두 개',
      attachments: files.slice(0, 2).map((f) => f.id),
    })
    expect(ok.attachments).toHaveLength(2)
  })

  it('serves attachments of visible posts only and counts each download', async () => {
    const file = await upload(pdf, '공개 자료.pdf', 'application/pdf')
    const hidden = await upload(pdf, '초안 자료.pdf', 'application/pdf')
    await createPost(payload, { boardSeq: 1, title: '자료 공지', attachments: [file.id] })
    await createPost(payload, { boardSeq: 1, title: '초안 공지', attachments: [hidden.id], draft: true })
    expect((await views.openAttachmentForDownload(payload, String(file.id)))?.originalName).toBe('공개 자료.pdf')
    await views.openAttachmentForDownload(payload, String(file.id))
    const counted = await payload.findByID({ collection: 'attachments', id: file.id, overrideAccess: true })
    expect(counted.downloadCount).toBe(2)
    expect(await views.openAttachmentForDownload(payload, String(hidden.id))).toBeNull()
  })
})
