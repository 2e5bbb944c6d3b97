import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPost } from '../support/board-fixtures'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

/**
 * Every door of Payload's REST API at /api/cms, called as an anonymous visitor through the real route handler.
 * The doors come from the Payload config (each collection's and global's endpoints and the root ones), and each has
 * a placed expectation in the table below: a door added later (a new endpoint, collection or global) fails here
 * until someone decides what a visitor gets from it.
 */

let payload: Payload
let config: SanitizedConfig
let rest: typeof import('@/app/(payload)/api/cms/[...slug]/route')

/** Text put into every fixture document; no answer to a visitor may contain it. */
const marker = 'HIDDENDOOR7Q'

/** What a visitor gets from a door: the statuses allowed; `file` is the one door that serves content (images). */
type Expectation = { statuses: number[]; file?: true }
const refused: Expectation = { statuses: [401, 403] }
const absent: Expectation = { statuses: [404] }
/** A bulk change without a query is refused as malformed before access is asked. */
const bulk: Expectation = { statuses: [400, 401, 403] }

/**
 * Expected visitor answers, per door pattern (method and path under a collection, a global or the root). Reads,
 * writes and permission maps are refused; bad or missing ids are not found; the auth doors of `users` answer what
 * signing in without an account answers.
 */
const collectionDoors: Record<string, Expectation> = {
  'GET /': refused,
  'GET /count': refused,
  'GET /:id': refused,
  'GET /versions': refused,
  'GET /versions/:id': refused,
  'POST /': refused,
  'POST /versions/:id': refused,
  'POST /:id/duplicate': refused,
  'POST /access/:id?': refused,
  'PATCH /': bulk,
  'PATCH /:id': refused,
  'DELETE /': bulk,
  'DELETE /:id': refused,
  // Upload collections.
  'GET /file/:filename': refused,
  'GET /paste-url/:id?': refused,
}

/** Doors that answer differently on some collections. */
const doorsOf: Record<string, Record<string, Expectation>> = {
  // The images pages show are public files; their documents are not.
  media: { 'GET /file/:filename': { statuses: [200], file: true } },
  users: {
    'POST /login': { statuses: [400, 401] },
    'POST /logout': { statuses: [200, 400, 401] },
    'GET /me': { statuses: [200] },
    'POST /refresh-token': { statuses: [401, 403] },
    'POST /forgot-password': { statuses: [200, 400] },
    'POST /reset-password': { statuses: [400, 403] },
    'POST /unlock': { statuses: [400, 401, 403] },
    'GET /init': { statuses: [200] },
    'POST /first-register': { statuses: [400, 403] },
    // Accounts are not verified by mail.
    'POST /verify/:id': absent,
    // 담당 업무 넘기기 (인사이동): staff who manage accounts only.
    'POST /:id/hand-over': refused,
  },
  // 답변 등록 and its mail preview: staff with the Q&A write right only.
  qna: { 'GET /:id/answer-notice': refused, 'POST /:id/register-answer': refused },
  // A certificate's QR code to print, its issued PDF's fingerprint and the CSV import: staff of 인증 현황 only.
  certificates: { 'GET /:id/qr': refused, 'POST /:id/fingerprint': refused, 'POST /import': refused },
  // 콘텐츠 정비's 변경 없음 확인: staff with the pages write right only.
  'page-reviews': { 'POST /:id/confirm': refused },
  // Payload's own job runner: never for visitors.
  'payload-jobs': { 'GET /run': refused, 'POST /run': refused, 'GET /handle-schedules': refused },
  // Payload's admin preferences, keyed by name.
  'payload-preferences': { 'GET /:key': refused, 'DELETE /:key': refused, 'POST /:key': refused },
}

const globalDoors: Record<string, Expectation> = {
  'GET /': refused,
  'POST /': refused,
  'POST /access': refused,
  'GET /versions': refused,
  'GET /versions/:id': refused,
  'POST /versions/:id': refused,
}

const rootDoors: Record<string, Expectation> = { 'GET /access': refused }

type Door = { method: string; path: string; pattern: string; expectation: Expectation | undefined }

/** Every door the config exposes, with its expectation (undefined when none is placed). */
function doorsFromConfig(): Door[] {
  const doors: Door[] = []
  for (const collection of config.collections) {
    for (const endpoint of collection.endpoints || []) {
      const key = `${endpoint.method.toUpperCase()} ${endpoint.path}`
      doors.push({
        method: endpoint.method.toUpperCase(),
        path: `/${collection.slug}${endpoint.path === '/' ? '' : endpoint.path}`,
        pattern: `${collection.slug} ${key}`,
        // A collection that keeps no versions has no version doors.
        expectation:
          endpoint.path.startsWith('/versions') && !collection.versions
            ? absent
            : (doorsOf[collection.slug]?.[key] ?? collectionDoors[key]),
      })
    }
  }
  for (const global of config.globals) {
    for (const endpoint of global.endpoints || []) {
      const key = `${endpoint.method.toUpperCase()} ${endpoint.path}`
      doors.push({
        method: endpoint.method.toUpperCase(),
        path: `/globals/${global.slug}${endpoint.path === '/' ? '' : endpoint.path}`,
        pattern: `globals/${global.slug} ${key}`,
        expectation: endpoint.path.startsWith('/versions') && !global.versions ? absent : globalDoors[key],
      })
    }
  }
  for (const endpoint of config.endpoints || []) {
    const key = `${endpoint.method.toUpperCase()} ${endpoint.path}`
    doors.push({
      method: endpoint.method.toUpperCase(),
      path: endpoint.path,
      pattern: key,
      expectation: rootDoors[key],
    })
  }
  return doors
}

/** Fixture ids and file names that fill the doors' parameters. */
const fixtures: { ids: Record<string, number>; files: Record<string, string> } = { ids: {}, files: {} }

function concretePath(door: Door): string {
  const slug = door.path.split('/')[1] === 'globals' ? '' : (door.path.split('/')[1] ?? '')
  return door.path
    .replace(':filename', fixtures.files[slug] ?? 'missing.png')
    .replace(/:id\??/, String(fixtures.ids[slug] ?? 1))
    .replace(':key', 'nav')
}

async function visit(method: string, path: string, query = '') {
  const url = `http://localhost:3000/api/cms${path}${query}`
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(method)
  const request = new Request(url, {
    method,
    headers: { 'x-client-ip': '198.51.100.77', ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify({ title: `${marker} 방문자`, email: 'v@example.com', password: 'x' }) : undefined,
  })
  const slug = path.split('/').filter(Boolean).map(decodeURIComponent)
  const handler = rest[method as 'GET' | 'POST' | 'PATCH' | 'DELETE']
  const response = await handler(request, { params: Promise.resolve({ slug }) })
  const type = response.headers.get('content-type') ?? ''
  const body = type.includes('json') || type.startsWith('text') ? await response.text() : ''
  return { status: response.status, type, body }
}

beforeAll(async () => {
  payload = await createSeededPayload()
  config = payload.config
  rest = await import('@/app/(payload)/api/cms/[...slug]/route')
  const day = 24 * 60 * 60 * 1000
  const trashed = await createPost(payload, { boardSeq: 1, title: `${marker} 휴지통` })
  await payload.update({
    collection: 'posts',
    id: trashed.id,
    overrideAccess: true,
    data: { deletedAt: new Date().toISOString() },
  })
  await createPost(payload, {
    boardSeq: 1,
    title: `${marker} 예약`,
    displayFrom: new Date(Date.now() + 30 * day).toISOString(),
  })
  await createPost(payload, {
    boardSeq: 1,
    title: `${marker} 만료`,
    displayUntil: new Date(Date.now() - day).toISOString(),
  })
  await createPost(payload, { boardSeq: 1, title: `${marker} 초안`, draft: true })
  const post = await createPost(payload, { boardSeq: 1, title: `${marker} 공개 글` })
  fixtures.ids.posts = post.id
  const category = (await payload.find({ collection: 'qna-categories', overrideAccess: true, limit: 1 })).docs[0]
  const qna = await payload.create({
    collection: 'qna',
    overrideAccess: true,
    data: {
      category: category?.id as number,
      title: `${marker} 문의`,
      content: `${marker} 문의 내용`,
      name: '홍길동',
      email: 'hong@example.com',
      passwordHash: `${marker}-hash`,
      consent: { version: '1', agreedAt: new Date().toISOString() },
      status: 'waiting',
    },
  })
  fixtures.ids.qna = qna.id
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer()
  const image = await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt: `${marker} 이미지` },
    file: { data: png, name: 'door.png', mimetype: 'image/png', size: png.length },
  })
  fixtures.ids.media = image.id
  fixtures.files.media = image.filename as string
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
  const attachment = await payload.create({
    collection: 'attachments',
    overrideAccess: true,
    data: {},
    file: { data: pdf, name: `${marker}.pdf`, mimetype: 'application/pdf', size: pdf.length },
  })
  fixtures.ids.attachments = attachment.id
  fixtures.files.attachments = attachment.filename as string
  const subscriber = await payload.create({
    collection: 'subscribers',
    overrideAccess: true,
    data: { email: 'doors@example.com', name: marker, status: 'active' },
  })
  fixtures.ids.subscribers = subscriber.id
  // None is seeded: one, with its first version, so the version doors have something to refuse.
  await payload.create({
    collection: 'popups',
    overrideAccess: true,
    data: { title: `${marker} 팝업`, type: 'layer', device: 'all', hideForHours: 24 },
  })
  // 인증 현황: visitors read certificates through the register and 진위확인 only, never through these doors.
  const certificate = await payload.create({
    collection: 'certificates',
    overrideAccess: true,
    data: {
      number: 'DOOR-2026-0001',
      scheme: 'zeb',
      stage: 'main',
      grade: '1',
      buildingName: `${marker} 비공개 건축물`,
      roadAddress: `${marker} 주소`,
      sido: '세종특별자치시',
      sigungu: '세종시',
      use: '업무시설',
      issuedOn: '2026-01-02',
      status: 'valid',
      published: false,
    },
  })
  fixtures.ids.certificates = certificate.id
  for (const collection of [
    'pages',
    'banners',
    'popups',
    'boards',
    'users',
    'auth-groups',
    'qna-categories',
  ] as const) {
    const first = (await payload.find({ collection, overrideAccess: true, limit: 1, depth: 0 })).docs[0]
    if (first) fixtures.ids[collection] = first.id as number
  }
  await payload.update({
    collection: 'users',
    id: fixtures.ids.users as number,
    overrideAccess: true,
    data: { displayName: marker },
  })
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe(`/api/cms doors for an anonymous visitor on ${dialect}`, () => {
  it('every door the config exposes has a placed expectation', () => {
    const doors = doorsFromConfig()
    expect(doors.length).toBeGreaterThan(100)
    expect(doors.filter((door) => !door.expectation).map((door) => door.pattern)).toEqual([])
  })

  it('every door answers as placed, with nothing hidden and never a 5xx', async () => {
    const wrong: string[] = []
    for (const door of doorsFromConfig()) {
      const path = concretePath(door)
      const queries = door.method === 'GET' ? ['', '?trash=true&draft=true&depth=2', '?where[id][exists]=true'] : ['']
      for (const query of queries) {
        const answer = await visit(door.method, path, query)
        const expectation = door.expectation as Expectation
        const label = `${door.method} ${path}${query} → ${answer.status}`
        if (!expectation.statuses.includes(answer.status)) wrong.push(`${label} (expected ${expectation.statuses})`)
        if (answer.body.includes(marker)) wrong.push(`${label} shows a hidden document`)
        if (expectation.file && answer.status === 200 && !answer.type.startsWith('image/'))
          wrong.push(`${label} not an image`)
      }
    }
    expect(wrong).toEqual([])
  }, 180_000)

  it('queries on hidden fields, trash, drafts and population find nothing', async () => {
    const probes = [
      `/posts?trash=true&where[title][equals]=${encodeURIComponent(`${marker} 휴지통`)}`,
      `/posts?where[title][like]=${marker}`,
      `/posts/${fixtures.ids.posts}?trash=true&draft=true&depth=2`,
      `/posts/versions?where[version.title][like]=${marker}`,
      '/qna?where[passwordHash][exists]=true',
      `/qna?where[passwordHash][like]=${marker}`,
      '/users?where[hash][exists]=true',
      '/users?where[salt][exists]=true&depth=2',
      '/subscribers?where[confirmTokenHash][exists]=false',
      '/media?depth=2',
      '/pages?draft=true&depth=2',
      '/globals/site-settings?depth=2',
      '/access',
    ]
    for (const probe of probes) {
      const [path, query] = probe.split('?')
      const answer = await visit('GET', path as string, query ? `?${query}` : '')
      expect([401, 403], `${probe} → ${answer.status}`).toContain(answer.status)
      expect(answer.body).not.toContain(marker)
    }
  })

  it('malformed ids are not found, never a 5xx', async () => {
    for (const path of [
      "/posts/'",
      '/posts/1%20or%201',
      '/pages/abc',
      '/posts/versions/x',
      '/globals/site-settings/versions/x',
    ]) {
      for (const method of ['GET', 'PATCH', 'DELETE']) {
        const answer = await visit(method, path)
        expect(answer.status, `${method} ${path}`).toBe(404)
      }
    }
  })

  it('GraphQL is closed', async () => {
    for (const method of ['GET', 'POST']) {
      const answer = await visit(method, '/graphql')
      expect(answer.status, method).toBeGreaterThanOrEqual(400)
      expect(answer.status, method).toBeLessThan(500)
    }
  })
})
