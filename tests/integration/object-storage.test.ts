/**
 * Uploads in S3-compatible object storage, proven against a real S3 server speaking the protocol over HTTP
 * (`s3rver`, on a free loopback port with a temporary folder) through the AWS SDK the storage adapter uses:
 * images and their sizes become objects, files are served through Payload's access rules, deleting a row deletes
 * its objects, and no object is ever written with a public ACL.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPassword } from '../support/api'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'
import { textPdf } from '../support/text-pdf'

const bucket = 'site-uploads'
const prefix = 'gcti'
const s3Dir = mkdtempSync(path.join(tmpdir(), 's3rver-'))
/** Every request the S3 server received: method, key and the ACL header, if any. */
const s3Requests: { method: string; path: string; acl: string | undefined; query: string }[] = []

let s3: S3rver
let client: S3Client
let payload: Payload
let token: string
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')
let download: typeof import('@/app/api/v1/files/[id]/download/route')
let dataDir: string

/**
 * A project command in a child process, as an operator runs it, with this test's settings (database, DATA_DIR, S3).
 * Asynchronous: the S3 server runs in this process and must keep answering while the command talks to it.
 */
function runAsync(command: string, args: string[], extra: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, NODE_ENV: 'production', ...extra } })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => resolve({ code, output }))
  })
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

const objectKeys = async () => {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
  return (listed.Contents ?? []).map((object) => object.Key as string).sort()
}

const getFile = (filePath: string, signedIn = false) =>
  rest.GET(
    new Request(`http://localhost:3000${filePath}`, {
      headers: { 'x-client-ip': '192.0.2.71', ...(signedIn ? { authorization: `JWT ${token}` } : {}) },
    }),
    { params: Promise.resolve({ slug: filePath.replace('/api/cms/', '').split('/').map(decodeURIComponent) }) },
  )

const downloadAttachment = (id: number | string) =>
  download.GET(new Request(`http://localhost:3000/api/v1/files/${id}/download`), {
    params: Promise.resolve({ id: String(id) }),
  })

const uploadAttachment = (name: string) =>
  payload.create({
    collection: 'attachments',
    overrideAccess: true,
    data: {},
    file: { data: pdf, name, mimetype: 'application/pdf', size: pdf.length },
  })

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  // Koa composes its middleware when the server starts: this one sees every request first.
  s3.middleware.unshift(
    async (
      ctx: { method: string; path: string; querystring: string; get(h: string): string },
      next: () => Promise<void>,
    ) => {
      s3Requests.push({
        method: ctx.method,
        path: ctx.path,
        acl: ctx.get('x-amz-acl') || undefined,
        query: ctx.querystring,
      })
      await next()
    },
  )
  const address = (await s3.run()) as AddressInfo
  const endpoint = `http://127.0.0.1:${address.port}`
  // Read by src/lib/env.ts when the config is first imported below.
  Object.assign(process.env, {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    S3_PREFIX: prefix,
  })
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  payload = await createSeededPayload()
  rest = await import('@/app/(payload)/api/cms/[...slug]/route')
  download = await import('@/app/api/v1/files/[id]/download/route')
  dataDir = (await import('@/lib/env')).env.dataDir
  const login = await payload.login({ collection: 'users', data: { username: 'admin', password: testPassword } })
  token = login.token as string
  await payload.create({
    collection: 'boards',
    overrideAccess: true,
    data: {
      boardSettingSeq: 41,
      name: '자료실',
      type: 'notice',
      secretPosts: 'optional',
      allowAttachments: true,
      maxAttachments: 3,
      maxAttachmentMb: 1,
      pageSize: 10,
    },
  })
})

afterAll(async () => {
  await payload?.destroy()
  client?.destroy()
  await s3?.close()
  rmSync(s3Dir, { recursive: true, force: true })
  for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
    delete process.env[name]
  }
  delete process.env.S3_FORCE_PATH_STYLE
  delete process.env.S3_PREFIX
})

describe(`object storage on ${dialect}`, () => {
  it('stores an image and each of its sizes as objects under the prefix, nothing on the local disk', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer()
    const image = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: '버킷 이미지' },
      file: { data: png, name: 'bucket.png', mimetype: 'image/png', size: png.length },
    })
    const sizes = ['thumbnail', 'card', 'hero'].map(
      (size) => (image.sizes as Record<string, { filename?: string | null }>)[size]?.filename,
    )
    expect(sizes.every(Boolean)).toBe(true)
    const keys = await objectKeys()
    for (const name of [image.filename, ...sizes]) expect(keys).toContain(`${prefix}/media/${name}`)
    expect(existsSync(path.join(dataDir, 'media', image.filename as string))).toBe(false)
    expect(image.url).toBe(`/api/cms/media/file/${image.filename}`)

    // A visitor gets the image and its webp size through Payload's file route, read from the bucket.
    const original = await getFile(`/api/cms/media/file/${image.filename}`)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toBe('image/png')
    expect(original.headers.get('x-content-type-options')).toBe('nosniff')
    expect(original.headers.get('cache-control')).toContain('public, max-age=86400')
    const etag = original.headers.get('etag')
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/)
    expect(Buffer.from(await original.arrayBuffer()).equals(png)).toBe(true)
    // A browser that has the image asks again with its ETag and gets 304 without the body.
    const again = await rest.GET(
      new Request(`http://localhost:3000/api/cms/media/file/${image.filename}`, {
        headers: { 'x-client-ip': '192.0.2.71', 'if-none-match': etag as string },
      }),
      { params: Promise.resolve({ slug: ['media', 'file', image.filename as string] }) },
    )
    expect(again.status).toBe(304)
    const card = await getFile(`/api/cms/media/file/${sizes[1]}`)
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(800)

    // A name no row has is the site's own 404, not the storage server's.
    const missing = await getFile('/api/cms/media/file/no-such-image.png')
    expect(missing.status).toBe(404)
    expect((await missing.json()).error.message).toBe('파일을 찾을 수 없습니다.')

    // Deleting the image deletes the original and every size from the bucket.
    await payload.delete({ collection: 'media', id: image.id, overrideAccess: true })
    const left = await objectKeys()
    for (const name of [image.filename, ...sizes]) expect(left).not.toContain(`${prefix}/media/${name}`)
    expect((await getFile(`/api/cms/media/file/${image.filename}`)).status).toBe(404)
  })

  it('keeps attachments of secret and unpublished posts from visitors; staff and visible posts get the file', async () => {
    const shown = await uploadAttachment('공개 자료.pdf')
    const secret = await uploadAttachment('비밀 자료.pdf')
    const draft = await uploadAttachment('초안 자료.pdf')
    await createPost(payload, { boardSeq: 41, title: '공개 글', attachments: [shown.id] })
    await createPost(payload, { boardSeq: 41, title: '비밀 글', attachments: [secret.id], isSecret: true })
    await createPost(payload, { boardSeq: 41, title: '초안 글', attachments: [draft.id], draft: true })
    const keys = await objectKeys()
    for (const file of [shown, secret, draft]) expect(keys).toContain(`${prefix}/attachments/${file.filename}`)
    // Nothing on the local disk: not even the folder.
    expect(readdirSync(dataDir)).not.toContain('attachments')

    // Visitors download the visible post's file from the bucket under its Korean name.
    const ok = await downloadAttachment(shown.id)
    expect(ok.status).toBe(200)
    expect(Buffer.from(await ok.arrayBuffer()).equals(pdf)).toBe(true)
    expect(ok.headers.get('content-disposition')).toContain(encodeURIComponent('공개 자료.pdf'))

    // The secret and the unpublished post's files: not for a visitor, by either door.
    for (const file of [secret, draft]) {
      expect((await downloadAttachment(file.id)).status).toBe(404)
      const direct = await getFile(`/api/cms/attachments/file/${file.filename}`)
      expect(direct.status).toBe(403)
      expect(Buffer.from(await direct.arrayBuffer()).includes(pdf)).toBe(false)
    }

    // Staff read the secret post's file through Payload's route, as a download.
    const staff = await getFile(`/api/cms/attachments/file/${secret.filename}`, true)
    expect(staff.status).toBe(200)
    expect(staff.headers.get('content-disposition')).toBe('attachment')
    expect(Buffer.from(await staff.arrayBuffer()).equals(pdf)).toBe(true)
  })

  it('reads the text of an attached PDF from the bucket for the search index', async () => {
    const { storedAttachmentText } = await import('@/modules/search/attachment-text')
    const file = await payload.create({
      collection: 'attachments',
      overrideAccess: true,
      data: {},
      file: { data: textPdf('Geothermal survey'), name: '지열 조사.pdf', mimetype: 'application/pdf', size: 1 },
    })
    expect(existsSync(path.join(dataDir, 'attachments', file.filename as string))).toBe(false)
    const text = await storedAttachmentText({
      originalName: '지열 조사.pdf',
      filename: file.filename ?? null,
      mimeType: 'application/pdf',
    })
    expect(text).toContain('Geothermal survey')
  })

  it('deletes an attachment object with its row', async () => {
    const file = await uploadAttachment('지울 자료.pdf')
    const key = `${prefix}/attachments/${file.filename}`
    expect(await objectKeys()).toContain(key)
    await payload.delete({ collection: 'attachments', id: file.id, overrideAccess: true })
    expect(await objectKeys()).not.toContain(key)
    expect((await getFile(`/api/cms/attachments/file/${file.filename}`, true)).status).toBe(404)
  })

  it('copies uploads kept on the local disk to the bucket, once, counting what it did', async () => {
    const { copyLocalUploads } = await import('@/modules/files/upload-local')
    const settings = (await import('@/lib/env')).env.objectStorage
    if (!settings) throw new Error('object storage is not configured')
    // A row from the site's time on local disk: its file and a size in DATA_DIR, nothing in the bucket.
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#c60' } })
      .png()
      .toBuffer()
    mkdirSync(path.join(dataDir, 'media'), { recursive: true })
    writeFileSync(path.join(dataDir, 'media', 'old-local.png'), png)
    writeFileSync(path.join(dataDir, 'media', 'old-local-400x400.webp'), png)
    await payload.db.create({
      collection: 'media',
      data: {
        alt: '예전 이미지',
        filename: 'old-local.png',
        mimeType: 'image/png',
        filesize: png.length,
        sizes: { thumbnail: { filename: 'old-local-400x400.webp', mimeType: 'image/webp', filesize: png.length } },
      },
    })
    const before = await copyLocalUploads(payload, settings, dataDir)
    expect(before.media).toMatchObject({ copied: 2, failed: 0 })
    const keys = await objectKeys()
    expect(keys).toContain(`${prefix}/media/old-local.png`)
    expect(keys).toContain(`${prefix}/media/old-local-400x400.webp`)
    // Served through Payload from the bucket, with the row's type.
    const served = await getFile('/api/cms/media/file/old-local-400x400.webp')
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')

    const again = await copyLocalUploads(payload, settings, dataDir)
    expect(again.media).toMatchObject({ copied: 0, present: before.media.copied + before.media.present, failed: 0 })
    expect(again.attachments.copied).toBe(0)
  })

  it('copies from the command line too: `npm run storage:upload-local` reports its counts', async () => {
    const { code, output } = await runAsync('node', ['scripts/storage-upload-local.mjs'])
    expect(code, output).toBe(0)
    expect(output).toMatch(/media: copied 0, already in the bucket [1-9]\d*, missing on disk \d+, failed 0/)
    expect(output).toMatch(/attachments: copied 0, already in the bucket \d+, missing on disk \d+, failed 0/)
  })

  it('backs up the bucket objects with the database and restores them under the prefix configured then', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'object-backup-'))
    try {
      const backup = await runAsync('node', ['scripts/backup.mjs', '--out', out])
      expect(backup.code, backup.output).toBe(0)
      const [archive] = readdirSync(out)
      const file = path.join(out, archive as string)
      const listed = (await runAsync('tar', ['-tzf', file])).output
      const before = (await objectKeys()).filter((key) => key.startsWith(`${prefix}/`))
      expect(before.length).toBeGreaterThan(3)
      for (const key of before) expect(listed).toContain(`./bucket/${key.slice(prefix.length + 1)}`)

      // Without a bucket configured the restore refuses before touching anything, and says why.
      const refused = await runAsync('node', ['scripts/restore.mjs', file], {
        S3_BUCKET: '',
        S3_ENDPOINT: '',
        S3_REGION: '',
        S3_ACCESS_KEY_ID: '',
        S3_SECRET_ACCESS_KEY: '',
        S3_FORCE_PATH_STYLE: '',
        S3_PREFIX: '',
      })
      expect(refused.code).toBe(1)
      expect(refused.output).toContain('set S3_BUCKET')

      const restored = await runAsync('node', ['scripts/restore.mjs', file], { S3_PREFIX: 'restored' })
      expect(restored.code, restored.output).toBe(0)
      const after = await objectKeys()
      for (const key of before) expect(after).toContain(`restored/${key.slice(prefix.length + 1)}`)
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 180_000)

  it('never asks the storage server for a public object: no ACL on any write, no ACL changes', () => {
    const writes = s3Requests.filter((r) => r.method === 'PUT' || r.method === 'POST')
    expect(writes.length).toBeGreaterThan(5)
    expect(writes.filter((r) => r.acl !== undefined)).toEqual([])
    expect(s3Requests.filter((r) => /(^|&)acl(=|&|$)/.test(r.query))).toEqual([])
  })
})
