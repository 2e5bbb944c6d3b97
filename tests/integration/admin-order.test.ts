import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let token: string
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let env: typeof import('@/lib/env').env

/** The admin's own REST call (what the list and edit screens send), signed in as the first admin. */
const adminDelete = (collection: string, id: number | string) =>
  rest.DELETE(
    new Request(`http://localhost:3000/api/cms/${collection}/${id}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${token}`, 'x-client-ip': '192.0.2.60' },
    }),
    { params: Promise.resolve({ slug: [collection, String(id)] }) },
  )

// Without alt text on purpose in one test: the required-field check must be Payload's, not the type checker's.
const uploadImage = (data: Buffer, name: string, mimetype: string, alt: string | null = '시험 이미지') =>
  payload.create({
    collection: 'media',
    overrideAccess: true,
    data: (alt === null ? {} : { alt }) as { alt: string },
    file: { data, name, mimetype, size: data.length },
  })

const countMedia = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await createSeededPayload()
  rest = await import('@/app/(payload)/api/cms/[...slug]/route')
  env = (await import('@/lib/env')).env
  const login = await payload.login({ collection: 'users', data: { username: 'admin', password: testPassword } })
  token = login.token as string
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`Q&A categories on ${dialect}`, () => {
  it('refuses deleting a category a question uses, with 409 and a Korean message, and keeps it', async () => {
    const used = await payload.create({
      collection: 'qna-categories',
      overrideAccess: true,
      data: { name: '인증 문의' },
    })
    await payload.create({
      collection: 'qna',
      overrideAccess: true,
      data: {
        category: used.id,
        title: '예비인증 신청 시기',
        content: '언제 신청하나요?',
        name: '홍길동',
        email: 'asker@example.com',
        passwordHash: 'not-a-real-hash',
        status: 'waiting',
        consent: { version: 'qna-2026-11', agreedAt: new Date().toISOString() },
      },
    })
    const response = await adminDelete('qna-categories', used.id)
    expect(response.status).toBe(409)
    expect(await response.text()).toContain('이 분류를 쓰는 문의가 있어 삭제할 수 없습니다. 숨김으로 바꿔 주세요.')
    const still = await payload.findByID({ collection: 'qna-categories', id: used.id, overrideAccess: true })
    expect(still.name).toBe('인증 문의')
    // Hiding is the way out, and it is allowed.
    const hidden = await payload.update({
      collection: 'qna-categories',
      id: used.id,
      overrideAccess: true,
      data: { hidden: true },
    })
    expect(hidden.hidden).toBe(true)
  })

  it('deletes a category no question uses', async () => {
    const unused = await payload.create({
      collection: 'qna-categories',
      overrideAccess: true,
      data: { name: '폐지된 분류' },
    })
    const response = await adminDelete('qna-categories', unused.id)
    expect(response.status).toBe(200)
    const left = await payload.count({
      collection: 'qna-categories',
      overrideAccess: true,
      where: { id: { equals: unused.id } },
    })
    expect(left.totalDocs).toBe(0)
  })

  it('lists categories by their order number', async () => {
    await payload.create({ collection: 'qna-categories', overrideAccess: true, data: { name: '셋째', order: 103 } })
    await payload.create({ collection: 'qna-categories', overrideAccess: true, data: { name: '첫째', order: 101 } })
    const { docs } = await payload.find({
      collection: 'qna-categories',
      overrideAccess: true,
      where: { name: { in: ['셋째', '첫째'] } },
    })
    expect(docs.map((d) => d.name)).toEqual(['첫째', '셋째'])
  })
})

describe(`media uploads on ${dialect}`, () => {
  it('accepts a real PNG, stores it and makes webp sizes of it', async () => {
    const png = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: { r: 20, g: 120, b: 80 } },
    })
      .png()
      .toBuffer()
    const doc = await uploadImage(png, '배너 원본.png', 'image/png')
    expect(doc.mimeType).toBe('image/png')
    expect(doc.width).toBe(1200)
    const thumbnail = doc.sizes?.thumbnail
    const card = doc.sizes?.card
    expect(thumbnail).toMatchObject({ width: 400, height: 200, mimeType: 'image/webp' })
    expect(card).toMatchObject({ width: 800, height: 400, mimeType: 'image/webp' })
    expect(thumbnail?.filename).toMatch(/\.webp$/)
    const dir = path.join(env.dataDir, 'media')
    for (const name of [doc.filename, thumbnail?.filename, card?.filename]) {
      expect(existsSync(path.join(dir, String(name)))).toBe(true)
    }
    const meta = await sharp(path.join(dir, String(card?.filename))).metadata()
    expect(meta.format).toBe('webp')
  })

  it('stores a real image under the extension of its content, whatever its name', async () => {
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } })
      .gif()
      .toBuffer()
    const doc = await uploadImage(gif, 'logo.png', 'image/png')
    expect(doc.mimeType).toBe('image/gif')
    expect(doc.filename).toMatch(/^logo.*\.gif$/)
  })

  it('refuses an HTML page renamed to .png and an SVG, with a Korean message, and stores nothing', async () => {
    const before = await countMedia()
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')
    await expect(uploadImage(html, 'photo.png', 'image/png')).rejects.toMatchObject({
      status: 400,
      message: 'PNG, GIF, JPEG, BMP, ICO, WEBP 이미지만 올릴 수 있습니다.',
    })
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    )
    await expect(uploadImage(svg, 'icon.svg', 'image/svg+xml')).rejects.toMatchObject({ status: 400 })
    expect(await countMedia()).toBe(before)
  })

  it('refuses an image over 10 MB with a Korean message', async () => {
    const header = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const big = Buffer.concat([header, Buffer.alloc(10 * 1024 * 1024)])
    await expect(uploadImage(big, 'huge.png', 'image/png')).rejects.toMatchObject({
      status: 413,
      message: '이미지는 10MB까지 올릴 수 있습니다.',
    })
  })

  it('requires alternative text', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    await expect(uploadImage(png, 'no-alt.png', 'image/png', null)).rejects.toThrow(/대체 텍스트/)
  })
})
