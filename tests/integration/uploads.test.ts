import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPassword } from '../support/api'
import { giantSidePng, manyPixelsPng } from '../support/image-bombs'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let token: string
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let env: typeof import('@/lib/env').env

const uploadImage = (data: Buffer, name: string) =>
  payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: '시험 이미지' },
    file: { data, name, mimetype: 'image/png', size: data.length },
  })

/** A GET of Payload's file route as the browser sends it: the path exactly as written, encoded escapes kept. */
const getFile = (rawPath: string, signedIn = false) =>
  rest.GET(
    new Request(`http://localhost:3000${rawPath}`, {
      headers: { 'x-client-ip': '192.0.2.61', ...(signedIn ? { authorization: `JWT ${token}` } : {}) },
    }),
    { params: Promise.resolve({ slug: rawPath.replace('/api/cms/', '').split('/').map(decodeURIComponent) }) },
  )

const countMedia = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs
const mediaFiles = () => readdirSync(path.join(env.dataDir, 'media')).sort()

beforeAll(async () => {
  payload = await createSeededPayload()
  rest = await import('@/app/(payload)/api/cms/[...slug]/route')
  env = (await import('@/lib/env')).env
  const login = await payload.login({ collection: 'users', data: { username: 'admin', password: testPassword } })
  token = login.token as string
  // The first upload creates the directory; the "nothing written" checks below list it.
  const seedImage = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer()
  await uploadImage(seedImage, 'seed.png')
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`decompression bombs on ${dialect}`, () => {
  it('a 30000×30000 PNG of a few hundred bytes: 400 with a Korean message, no row and no file', async () => {
    const rows = await countMedia()
    const files = mediaFiles()
    await expect(uploadImage(giantSidePng(), 'bomb.png')).rejects.toMatchObject({
      status: 400,
      message: '이미지의 가로세로 크기가 너무 큽니다. 한 변 12,000픽셀, 전체 4000만 화소까지 올릴 수 있습니다.',
    })
    await expect(uploadImage(manyPixelsPng(), 'wide.png')).rejects.toMatchObject({ status: 400 })
    expect(await countMedia()).toBe(rows)
    expect(mediaFiles()).toEqual(files)
  })
})

describe(`file routes on ${dialect}`, () => {
  it('a stored image is served inline as what it is, never sniffed', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#06c' } })
      .png()
      .toBuffer()
    const doc = await uploadImage(png, 'inline.png')
    const answer = await getFile(`/api/cms/media/file/${doc.filename}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-disposition')).toBeNull()
    expect(Buffer.from(await answer.arrayBuffer()).equals(png)).toBe(true)
  })

  it('a PDF attachment is a download (Content-Disposition: attachment), never shown inline', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
    const doc = await payload.create({
      collection: 'attachments',
      overrideAccess: true,
      data: {},
      file: { data: pdf, name: '안내.pdf', mimetype: 'application/pdf', size: pdf.length },
    })
    const answer = await getFile(`/api/cms/attachments/file/${doc.filename}`, true)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toBe('attachment')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('a row whose file is gone from disk: 404 with a Korean message, not 500', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c60' } })
      .png()
      .toBuffer()
    const doc = await uploadImage(png, 'gone.png')
    rmSync(path.join(env.dataDir, 'media', String(doc.filename)))
    const answer = await getFile(`/api/cms/media/file/${doc.filename}`)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ error: { code: 'NOT_FOUND', message: '파일을 찾을 수 없습니다.' } })
    expect((await getFile('/api/cms/media/file/no-such-file.png')).status).toBe(404)
  })

  it('names that escape the upload directory: 404 and no content, however they are spelled', async () => {
    for (const name of [
      '..%2f..%2fsite.db',
      '..%2F..%2F.env',
      '..%5c..%5csite.db',
      '%2e%2e%2f%2e%2e%2fsite.db',
      'seed.png%00.txt',
      '.env',
    ]) {
      for (const collection of ['media', 'attachments']) {
        const answer = await getFile(`/api/cms/${collection}/file/${name}`, true)
        expect(answer.status, `${collection}/${name}`).toBe(404)
        expect(await answer.text()).not.toMatch(/SQLite format|PAYLOAD_SECRET/)
      }
    }
  })
})
