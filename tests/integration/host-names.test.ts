import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPassword } from '../support/api'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

let payload: Payload
let cookie: string
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')

/** Host names this server answers to besides SITE_URL (http://localhost:3000 in tests). */
const otherHost = '127.0.0.1:3000'

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer()

/** A multipart upload to Payload's REST API as the admin's upload form sends it: session cookie, Origin, Host. */
async function uploadThroughCms(origin: string, host: string) {
  const data = await png(32, 24)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'upload.png')
  form.append('_payload', JSON.stringify({ alt: '다른 호스트 이름으로 올린 이미지' }))
  return rest.POST(
    new Request(`http://${host}/api/cms/media`, {
      method: 'POST',
      headers: { cookie, origin, host, 'x-client-ip': '192.0.2.71' },
      body: form,
    }),
    { params: Promise.resolve({ slug: ['media'] }) },
  )
}

const createImage = async (name: string, width: number, height: number) => {
  const data = await png(width, height)
  return payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: '시험 이미지' },
    file: { data, name, mimetype: 'image/png', size: data.length },
  })
}

beforeAll(async () => {
  payload = await createSeededPayload()
  rest = await import('@/app/(payload)/api/cms/[...slug]/route')
  const login = await payload.login({ collection: 'users', data: { username: 'admin', password: testPassword } })
  cookie = `payload-token=${login.token}`
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`staff under another host name on ${dialect}`, () => {
  it('a cookie-signed upload from a page served under 127.0.0.1 (Origin = Host) is accepted', async () => {
    const answer = await uploadThroughCms(`http://${otherHost}`, otherHost)
    expect(answer.status).toBe(201)
    const body = (await answer.json()) as { doc: { url: string } }
    expect(body.doc.url).toMatch(/^\/api\/cms\/media\/file\/upload(-\d+)?\.png$/)
  })

  it('the same upload from a page of another site is refused, whatever Host it names', async () => {
    expect((await uploadThroughCms('https://evil.example', otherHost)).status).toBe(403)
    expect((await uploadThroughCms('http://127.0.0.1:3001', otherHost)).status).toBe(403)
  })

  it("a session from another host's page is Payload's own: a signed-out session stays signed out", async () => {
    const headers = new Headers({ cookie, origin: `http://${otherHost}`, host: otherHost })
    expect((await payload.auth({ headers })).user?.username).toBe('admin')
    const forged = new Headers({ cookie: 'payload-token=not-a-token', origin: `http://${otherHost}`, host: otherHost })
    expect((await payload.auth({ headers: forged })).user).toBeNull()
  })
})

describe(`addresses of the site's own files on ${dialect}`, () => {
  it('are root-relative wherever Payload reads an image: the document, its sizes and its thumbnail', async () => {
    const image = await createImage('photo.png', 900, 300)
    const read = await payload.findByID({ collection: 'media', id: image.id, overrideAccess: true })
    for (const doc of [image, read]) {
      expect(doc.url).toBe(`/api/cms/media/file/${doc.filename}`)
      expect(doc.thumbnailURL).toBe(`/api/cms/media/file/${doc.sizes?.thumbnail?.filename}`)
      expect(doc.sizes?.card?.url).toBe(`/api/cms/media/file/${doc.sizes?.card?.filename}`)
    }
  })

  it('are root-relative in an image a banner refers to, and in the REST answer', async () => {
    const image = await createImage('hero.png', 64, 32)
    const banner = (await payload.find({ collection: 'banners', overrideAccess: true, limit: 1, depth: 0 })).docs[0]
    await payload.update({
      collection: 'banners',
      id: banner?.id as number,
      overrideAccess: true,
      data: { imagePc: image.id },
    })
    const populated = await payload.findByID({ collection: 'banners', id: banner?.id as number, depth: 1 })
    const imagePc = populated.imagePc as { url?: string }
    expect(imagePc.url).toMatch(/^\/api\/cms\/media\/file\//)

    const answer = await rest.GET(
      new Request(`http://${otherHost}/api/cms/media/${image.id}`, {
        headers: { cookie, host: otherHost, 'sec-fetch-site': 'same-origin' },
      }),
      { params: Promise.resolve({ slug: ['media', String(image.id)] }) },
    )
    const text = await answer.text()
    expect(answer.status).toBe(200)
    expect(text).not.toContain('http://')
  })
})

describe(`names of stored images on ${dialect}`, () => {
  it('carry the size once: a name that already ends in a size loses it, and Payload adds the real one', async () => {
    const image = await createImage('banner-zeb-1920x640.png', 1920, 640)
    expect(image.filename).toMatch(/^banner-zeb(-\d+)?\.png$/)
    expect(image.sizes?.hero?.filename).toMatch(/^banner-zeb(-\d+)?-1920x640\.webp$/)
    expect(image.sizes?.card?.filename).toMatch(/^banner-zeb(-\d+)?-800x267\.webp$/)
  })

  it('seeded banner images are named by the screen they are for, not by their size', async () => {
    const seeded = await payload.find({
      collection: 'media',
      overrideAccess: true,
      where: { filename: { like: 'banner-' } },
      limit: 100,
    })
    expect(seeded.docs.length).toBeGreaterThan(0)
    for (const doc of seeded.docs) {
      for (const name of [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)]) {
        if (name) expect(name).not.toMatch(/\d+x\d+-\d+x\d+/)
      }
    }
  })
})
