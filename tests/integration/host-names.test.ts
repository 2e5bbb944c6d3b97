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

describe(`the admin's own API calls under another host name on ${dialect}`, () => {
  /**
   * The banner reorder as the admin's list sends it: the Payload session cookie, the page's Origin and the Host the
   * browser used. The request's own address is what Next gives a route handler (SITE_URL's host), not the Host.
   */
  async function reorder(headers: Record<string, string>, sessionCookie = cookie) {
    const { docs } = await payload.find({ collection: 'banners', overrideAccess: true, sort: 'sortOrder', depth: 0 })
    const ids = docs.map((doc) => doc.id).reverse()
    const orderRoute = await import('@/app/api/v1/banners/order/route')
    const answer = await orderRoute.PUT(
      new Request('http://localhost:3000/api/v1/banners/order', {
        method: 'PUT',
        headers: { cookie: sessionCookie, 'content-type': 'application/json', 'x-client-ip': '192.0.2.72', ...headers },
        body: JSON.stringify({ ids }),
      }),
      { params: Promise.resolve({}) },
    )
    const after = await payload.find({ collection: 'banners', overrideAccess: true, sort: 'sortOrder', depth: 0 })
    return { status: answer.status, body: await answer.json(), applied: after.docs.map((doc) => doc.id), ids }
  }

  it('reorders banners from a page served under 127.0.0.1 while SITE_URL is localhost', async () => {
    const result = await reorder({ origin: `http://${otherHost}`, host: otherHost })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    expect(result.applied).toEqual(result.ids)
  })

  it('behind a trusted proxy, from the host name the browser used (X-Forwarded-Host)', async () => {
    const result = await reorder({
      origin: 'https://intranet.example:8443',
      host: 'web:3000',
      'x-forwarded-host': 'intranet.example:8443',
      'x-forwarded-proto': 'https',
    })
    expect(result.status, JSON.stringify(result.body)).toBe(200)
    expect(result.applied).toEqual(result.ids)
  })

  it('refuses the same call from a page of another site, with nothing changed', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1:3001']) {
      const before = await payload.find({ collection: 'banners', overrideAccess: true, sort: 'sortOrder', depth: 0 })
      const result = await reorder({ origin, host: otherHost })
      // Payload does not read its session cookie for another site's page: the call has no user at all.
      expect(result.status).toBe(401)
      expect(result.applied).toEqual(before.docs.map((doc) => doc.id))
    }
  })

  it('with the API token cookie: accepted from the host in use, refused from another site (403)', async () => {
    const admin = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } } })).docs[0]
    if (!admin) throw new Error('no admin account')
    const { issueRefreshToken } = await import('@/modules/auth/refresh-tokens')
    const { signAccessToken } = await import('@/modules/auth/access-tokens')
    const { familyId } = await issueRefreshToken(payload, admin.id)
    const token = await signAccessToken({ userId: admin.id, userSeq: Number(admin.userSeq ?? 0), familyId })
    const tokenCookie = `userToken=${token}`
    const accepted = await reorder({ origin: `http://${otherHost}`, host: otherHost }, tokenCookie)
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(accepted.applied).toEqual(accepted.ids)
    const before = accepted.applied
    const refused = await reorder({ origin: 'https://evil.example', host: otherHost }, tokenCookie)
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe('다른 사이트에서 보낸 요청은 처리할 수 없습니다.')
    expect(refused.applied).toEqual(before)
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
