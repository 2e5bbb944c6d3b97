import { expect, test } from '@playwright/test'

/**
 * The images on the site's pages are served with what lets a browser keep them: a day fresh, then a 304 with the
 * ETag (src/lib/public-media.ts). Byte ranges and missing files still get Payload's answers.
 */
test('an image of the home page is cached by the browser and revalidated with a 304', async ({ request }) => {
  const home = await (await request.get('/index')).text()
  const src = /(\/api\/cms\/media\/file\/[^"'?\s]+\.(?:webp|png|jpe?g))/.exec(home)?.[1]
  // The home page's banners are uploaded images (the seeded content has three).
  expect(src, 'the home page shows an uploaded image').toMatch(/^\/api\/cms\/media\/file\/[^/]+\.(webp|png|jpe?g)$/)
  const url = src as string

  const first = await request.get(url)
  expect(first.status()).toBe(200)
  const headers = first.headers()
  expect(headers['content-type']).toMatch(/^image\//)
  expect(headers['cache-control']).toContain('max-age=86400')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers.etag).toMatch(/^"[^"]+"$/)
  expect(headers['last-modified']).toMatch(/GMT$/)
  const body = await first.body()
  expect(Number(headers['content-length'])).toBe(body.length)

  const again = await request.get(url, { headers: { 'if-none-match': headers.etag as string } })
  expect(again.status()).toBe(304)
  expect((await again.body()).length).toBe(0)
  const since = await request.get(url, { headers: { 'if-modified-since': headers['last-modified'] as string } })
  expect(since.status()).toBe(304)

  const part = await request.get(url, { headers: { range: 'bytes=0-15' } })
  expect(part.status()).toBe(206)
  expect((await part.body()).equals(body.subarray(0, 16))).toBe(true)

  const head = await request.head(url)
  expect(head.status()).toBe(200)
  expect(head.headers().etag).toBe(headers.etag)

  const missing = await request.get('/api/cms/media/file/no-such-image-2026.webp')
  expect(missing.status()).toBe(404)
})
