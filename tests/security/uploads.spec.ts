import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { type APIRequestContext, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { seededAdmin } from '../e2e/admin-support'
import { giantSidePng, manyPixelsPng } from '../support/image-bombs'

/**
 * Upload and download attacks against the production build, as a signed-in staff member would send them through
 * Payload's REST API (what the admin screens use) and as a script would send them byte for byte. Each case names
 * what it sends, the status it must get and what must not be left behind.
 */

const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`
const { hostname, port } = new URL(baseURL)
const stackTrace = /\bat [\w.<>]+ \(|node_modules|\.tsx?:\d+|Error: /

const messages = {
  notAnImage: 'PNG, GIF, JPEG, BMP, ICO, WEBP 이미지만 올릴 수 있습니다.',
  notADocument: 'PDF, HWP, HWPX, DOCX, XLSX, PPTX, ZIP 또는 이미지 파일만 첨부할 수 있습니다.',
  bomb: '이미지의 가로세로 크기가 너무 큽니다. 한 변 12,000픽셀, 전체 4000만 화소까지 올릴 수 있습니다.',
  missingFile: '파일을 찾을 수 없습니다.',
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
// The start of a Linux program (ELF) and of a Windows one (MZ): not images whatever they are called.
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>')

let staff: APIRequestContext

test.beforeAll(async ({ playwright }) => {
  // Payload refuses cookie-authenticated writes without a matching Origin (its CSRF check).
  staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  const login = await staff.post('/api/cms/users/login', {
    data: { username: seededAdmin.username, password: seededAdmin.password },
  })
  expect(login.status()).toBe(200)
})

test.afterAll(async () => {
  await staff?.dispose()
})

const upload = (collection: 'media' | 'attachments', name: string, mimeType: string, buffer: Buffer) =>
  staff.post(`/api/cms/${collection}`, {
    multipart: {
      file: { name, mimeType, buffer },
      _payload: JSON.stringify(collection === 'media' ? { alt: '보안 시험' } : {}),
    },
  })

const count = async (collection: 'media' | 'attachments') => {
  const answer = await staff.get(`/api/cms/${collection}?limit=1&depth=0`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { totalDocs: number }).totalDocs
}

async function expectRefused(answer: Awaited<ReturnType<typeof upload>>, status: number, message: string) {
  expect(answer.status()).toBe(status)
  const body = (await answer.json()) as { errors: { message: string }[] }
  expect(body.errors[0]?.message).toBe(message)
}

/** A GET with the path sent exactly as written (no client-side normalising of escapes or dots). */
function rawGet(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * Writes `head` (and `bodyPart`) on a bare socket and resolves with the first response it reads: what the server
 * answers while the client has sent only the start of what it announced.
 */
function rawExchange(head: string, bodyPart = Buffer.alloc(0)): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    socket.on('connect', () => {
      socket.write(head)
      if (bodyPart.length) socket.write(bodyPart)
    })
    socket.on('data', (chunk) => {
      received += chunk.toString()
      const headEnd = received.indexOf('\r\n\r\n')
      const length = /content-length: (\d+)/i.exec(received)?.[1]
      if (headEnd >= 0 && length && Buffer.byteLength(received.slice(headEnd + 4)) >= Number(length)) {
        socket.destroy()
        resolve(received)
      }
    })
    socket.on('end', () => resolve(received))
    socket.on('error', (error) => (received ? resolve(received) : reject(error)))
  })
}

test.describe('uploads: content decides, names are checked, nothing half-written', () => {
  test('a Linux program renamed photo.png → 400 with the Korean image message; no media row is added', async () => {
    const before = await count('media')
    await expectRefused(await upload('media', 'photo.png', 'image/png', elf), 400, messages.notAnImage)
    expect(await count('media')).toBe(before)
  })

  test('a real PDF named guide.exe as an attachment → 400 (extension off the allow-list); no row', async () => {
    const before = await count('attachments')
    await expectRefused(
      await upload('attachments', 'guide.exe', 'application/x-msdownload', pdf),
      400,
      messages.notADocument,
    )
    expect(await count('attachments')).toBe(before)
  })

  test('an HTML page and an SVG with script → 400 as images and as attachments; no rows', async () => {
    const media = await count('media')
    const attachments = await count('attachments')
    await expectRefused(await upload('media', 'banner.png', 'image/png', html), 400, messages.notAnImage)
    await expectRefused(await upload('media', 'icon.svg', 'image/svg+xml', svg), 400, messages.notAnImage)
    await expectRefused(await upload('attachments', 'notice.html', 'text/html', html), 400, messages.notADocument)
    await expectRefused(await upload('attachments', 'logo.png', 'image/png', svg), 400, messages.notADocument)
    expect(await count('media')).toBe(media)
    expect(await count('attachments')).toBe(attachments)
  })

  test('decompression bombs (30000×30000 and 9000×9000 PNGs of a few hundred bytes) → 400 Korean; no rows', async () => {
    const before = await count('media')
    expect(giantSidePng().length).toBeLessThan(1024)
    await expectRefused(await upload('media', 'bomb.png', 'image/png', giantSidePng()), 400, messages.bomb)
    await expectRefused(await upload('media', 'wide.png', 'image/png', manyPixelsPng()), 400, messages.bomb)
    expect(await count('media')).toBe(before)
    // The server is still answering normally after the attempts.
    expect((await staff.get('/api/health')).status()).toBe(200)
  })

  test('a real photo is accepted (201), stored as what it is and served inline with nosniff', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer()
    const created = await upload('media', 'photo.jpg', 'image/jpeg', png)
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { filename: string; mimeType: string } }
    expect(doc.mimeType).toBe('image/png')
    expect(doc.filename).toMatch(/\.png$/)
    const served = await staff.get(`/api/cms/media/file/${encodeURIComponent(doc.filename)}`)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe('image/png')
    expect(served.headers()['x-content-type-options']).toBe('nosniff')
    expect(served.headers()['content-disposition']).toBeUndefined()
  })

  test('a PDF attachment is served as a download (Content-Disposition: attachment, nosniff)', async () => {
    const created = await upload('attachments', '안내문.pdf', 'application/pdf', pdf)
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { filename: string } }
    const served = await staff.get(`/api/cms/attachments/file/${encodeURIComponent(doc.filename)}`)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-disposition']).toBe('attachment')
    expect(served.headers()['x-content-type-options']).toBe('nosniff')
    expect(Buffer.from(await served.body()).equals(pdf)).toBe(true)
  })
})

test.describe('oversized and unframed bodies, oversized headers', () => {
  test('a 50 MB image announced by Content-Length → 413 JSON after 64 KB were sent; no media row', async () => {
    const before = await count('media')
    const response = await rawExchange(
      [
        'POST /api/cms/media HTTP/1.1',
        `Host: ${hostname}:${port}`,
        'Content-Type: multipart/form-data; boundary=----bound',
        `Content-Length: ${50 * 1024 * 1024}`,
        '',
        '',
      ].join('\r\n'),
      Buffer.alloc(64 * 1024, 0x61),
    )
    expect(response).toMatch(/^HTTP\/1\.1 413 /)
    const body = JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as {
      error: { code: string; message: string }
    }
    expect(body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: '요청 본문이 너무 큽니다. 이 주소에는 11MB까지 보낼 수 있습니다.',
    })
    expect(await count('media')).toBe(before)
  })

  test('a 5 MB JSON body to an ordinary API route → 413 before it is read', async () => {
    const response = await rawExchange(
      [
        'POST /api/v1/qna HTTP/1.1',
        `Host: ${hostname}:${port}`,
        'Content-Type: application/json',
        `Content-Length: ${5 * 1024 * 1024}`,
        '',
        '',
      ].join('\r\n'),
      Buffer.from('{"title":"'),
    )
    expect(response).toMatch(/^HTTP\/1\.1 413 /)
    expect(response).toContain('"code":"PAYLOAD_TOO_LARGE"')
  })

  test('a chunked body without Content-Length → 411 with a Korean message', async () => {
    const response = await rawExchange(
      [
        'POST /api/v1/qna HTTP/1.1',
        `Host: ${hostname}:${port}`,
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        '',
        '2',
        '{}',
        '0',
        '',
        '',
      ].join('\r\n'),
    )
    expect(response).toMatch(/^HTTP\/1\.1 411 /)
    expect(response).toContain('요청 본문의 길이(Content-Length)를 알려 주세요.')
  })

  test('a 20 KB header line → 431, and the server keeps answering', async () => {
    const response = await rawExchange(
      [`GET /index HTTP/1.1`, `Host: ${hostname}:${port}`, `X-Padding: ${'a'.repeat(20 * 1024)}`, '', ''].join('\r\n'),
    )
    expect(response).toMatch(/^HTTP\/1\.1 431 /)
    expect((await staff.get('/api/health')).status()).toBe(200)
  })
})

test.describe('downloads: traversal, missing files, broken escapes', () => {
  for (const path of [
    '/api/cms/media/file/..%2f..%2fsite.db',
    '/api/cms/media/file/..%2F..%2F.env',
    '/api/cms/media/file/..%5c..%5csite.db',
    '/api/cms/media/file/%2e%2e%2f%2e%2e%2fsite.db',
    '/api/cms/media/file/photo.png%00.txt',
    '/api/cms/media/file/.env',
    '/api/cms/attachments/file/..%2f..%2fsite.db',
  ]) {
    test(`${path} → 404 with no file content`, async () => {
      const answer = await rawGet(path)
      expect(answer.status).toBe(404)
      expect(answer.body).not.toMatch(/SQLite format|PAYLOAD_SECRET|DATABASE_URL/)
      expect(answer.body).not.toMatch(stackTrace)
    })
  }

  test('a missing file → 404 with the Korean message, not 500', async () => {
    const answer = await rawGet('/api/cms/media/file/no-such-photo.png')
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'NOT_FOUND', message: messages.missingFile } })
    expect((await rawGet('/api/files/99999999/download')).status).toBe(404)
    expect((await rawGet('/api/v1/files/99999999/download')).status).toBe(404)
  })

  for (const path of ['/api/cms/media/file/%E0%A4%A', '/api/v1/files/%zz/download', '/media/media01/%']) {
    test(`broken percent escapes ${path} → 400 with a stable JSON error, no stack trace`, async () => {
      const answer = await rawGet(path)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 'BAD_REQUEST', message: '요청 주소가 올바르지 않습니다.' },
      })
    })
  }
})
