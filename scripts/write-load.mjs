// Concurrent writes against a running production server, as staff and visitors make them on a normal day: shared by
// the concurrency test on the configuration users run (tests/cluster/default-install-writes.test.ts) and the write
// benchmark (`npm run bench:writes`). The server runs with TEST_MODE (the captcha is not checked) and
// TRUSTED_PROXY=127.0.0.1, so each visitor can come from an address of its own and no rate limit is met by the load.
import { request as httpRequest } from 'node:http'

let addressCounter = 0
/** A visitor address of its own (TEST-NET-2, never routed). */
export const nextVisitorAddress = () => {
  addressCounter++
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`
}

/**
 * One HTTP request on a connection of its own: node:cluster hands new connections to the workers in turn, so a series
 * of these reaches every worker. Resolves with status, body text and parsed JSON (or null); a refused connection
 * resolves with status 0 instead of throwing, so a burst counts it.
 */
export function send(base, path, { method = 'GET', headers = {}, body, ip, timeoutMs = 60_000 } = {}) {
  const url = new URL(path, base)
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
  const allHeaders = {
    ...(payload !== undefined
      ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
      : {}),
    ...(ip ? { 'x-forwarded-for': ip } : {}),
    ...headers,
  }
  return new Promise((resolve) => {
    const started = performance.now()
    const req = httpRequest(url, { method, headers: allHeaders, agent: false, timeout: timeoutMs }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let json = null
        try {
          json = text ? JSON.parse(text) : null
        } catch {}
        resolve({ status: res.statusCode ?? 0, text, json, ms: performance.now() - started })
      })
      res.on('error', () => resolve({ status: 0, text: '', json: null, ms: performance.now() - started }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) => resolve({ status: 0, text: String(error), json: null, ms: performance.now() - started }))
    if (payload !== undefined) req.write(payload)
    req.end()
  })
}

/** Signs `userId` in through the admin's login (Payload's REST API): its JWT, or null. */
export async function signIn(base, userId, password) {
  const answer = await send(base, '/api/cms/users/login', {
    method: 'POST',
    body: { username: userId, password },
    ip: nextVisitorAddress(),
  })
  return answer.status === 200 ? { token: answer.json?.token, answer } : { token: null, answer }
}

/** Whether a staff token still opens the account (`/api/cms/users/me`). */
export async function tokenWorks(base, token) {
  const answer = await send(base, '/api/cms/users/me', { headers: { authorization: `JWT ${token}` } })
  return answer.status === 200 && Boolean(answer.json?.user)
}

/** The first Q&A category's id, for visitors' questions. */
export async function firstQnaCategory(base) {
  const answer = await send(base, '/api/v1/qna-categories')
  const id = answer.json?.categories?.[0]?.id
  if (!id) throw new Error(`no Q&A category (${answer.status})`)
  return String(id)
}

/** A published notice to open (its view is counted), through the public API. */
export async function aPublishedNotice(base) {
  const answer = await send(base, '/api/v1/boards/1/posts?pageSize=1')
  const row = answer.json?.rows?.[0] ?? answer.json?.pinned?.[0]
  return row?.id ? String(row.id) : null
}

/**
 * A morning of use: public pages, a post view, the admin's screens and API reads, `rounds` times over as many new
 * connections as there are workers, so every worker has loaded and rendered its bundles before the writes begin
 * (a fresh server hides what a warm one does).
 */
export async function warmUp(base, { token, workers, rounds = 3 }) {
  const paths = [
    '/index',
    '/company/about',
    '/media/media01',
    '/media/media02',
    '/search?q=%ED%9A%A8%EC%9C%A8',
    '/en/index',
    '/admin',
    '/admin/collections/posts',
    '/api/cms/posts?limit=5&depth=0',
    '/api/cms/users/me',
    '/api/v1/boards/1/posts?pageSize=5',
  ]
  const notice = await aPublishedNotice(base)
  if (notice) paths.push(`/media/media01/view/${notice}`)
  const statuses = []
  for (let round = 0; round < rounds * Math.max(1, workers); round++) {
    for (const path of paths) {
      const staff = path.startsWith('/admin') || path.startsWith('/api/cms')
      const answer = await send(base, path, {
        headers: staff ? { authorization: `JWT ${token}`, cookie: `payload-token=${token}` } : {},
      })
      statuses.push(answer.status)
    }
  }
  return statuses
}

/** The request a kind of write makes; `n` numbers it within the burst, `tag` marks this burst's records. */
export function writeRequest(kind, n, { tag, token, userId, password, resetEmail, categoryId, noticeId }) {
  switch (kind) {
    case 'save':
      return {
        path: '/api/cms/posts',
        method: 'POST',
        headers: { authorization: `JWT ${token}` },
        body: { boardSeq: 1, title: `${tag} 저장 ${n}`, plainText: '동시 저장', _status: 'draft' },
        expect: 201,
        record: `${tag} 저장 ${n}`,
      }
    case 'signin':
      return {
        path: '/api/cms/users/login',
        method: 'POST',
        body: { username: userId, password },
        expect: 200,
      }
    case 'reset':
      return {
        path: '/api/cms/users/forgot-password',
        method: 'POST',
        body: { email: resetEmail },
        expect: 200,
      }
    case 'question':
      return {
        path: '/api/v1/qna',
        method: 'POST',
        body: {
          category: categoryId,
          title: `${tag} 질문 ${n}`,
          content: `동시에 쓰인 질문 ${n}의 본문입니다.`,
          name: '방문자',
          email: `visitor${n}@example.com`,
          password: 'Secret12!',
          isSecret: false,
          consent: true,
          altcha: 'unchecked-in-test-mode',
        },
        expect: 201,
        record: `${tag} 질문 ${n}`,
      }
    case 'signup':
      return {
        path: '/api/v1/subscribers',
        method: 'POST',
        body: { email: `${tag.toLowerCase().replace(/[^a-z0-9]/g, '')}-${n}@example.com`, consent: true },
        expect: 202,
      }
    case 'view':
      return { path: `/media/media01/view/${noticeId}`, method: 'GET', expect: 200 }
    default:
      throw new Error(`unknown write kind ${kind}`)
  }
}

/** Sends one write of `kind`; resolves with its outcome. */
export async function sendWrite(base, kind, n, context) {
  const spec = writeRequest(kind, n, context)
  const answer = await send(base, spec.path, {
    method: spec.method,
    headers: spec.headers,
    body: spec.body,
    ip: nextVisitorAddress(),
  })
  return {
    kind,
    n,
    status: answer.status,
    ok: answer.status === spec.expect,
    ms: answer.ms,
    record: spec.record,
    token: kind === 'signin' && answer.status === 200 ? answer.json?.token : undefined,
    error: answer.status === spec.expect ? undefined : answer.text.slice(0, 200),
  }
}

/** Sends every write of `counts` ({ save: 40, signin: 8, … }) at once; resolves with their outcomes. */
export function burst(base, counts, context) {
  const writes = []
  for (const [kind, count] of Object.entries(counts))
    for (let n = 1; n <= count; n++) writes.push(sendWrite(base, kind, n, context))
  return Promise.all(writes)
}

/** Titles of the posts (drafts included) whose title starts with `tag`, as one staff read sees them. */
export async function savedTitles(base, token, tag, collection = 'posts') {
  const query = new URLSearchParams({
    'where[title][like]': tag,
    limit: '10000',
    depth: '0',
    draft: 'true',
  })
  const answer = await send(base, `/api/cms/${collection}?${query}`, { headers: { authorization: `JWT ${token}` } })
  if (answer.status !== 200)
    throw new Error(`listing ${collection} answered ${answer.status}: ${answer.text.slice(0, 200)}`)
  return new Set(answer.json.docs.map((doc) => doc.title))
}

/**
 * Acknowledged records of a burst that a read does not find, asked `reads` times on new connections so every
 * worker answers at least once (a worker reading an old snapshot would miss the newer ones).
 */
export async function missingRecords(base, token, outcomes, { tag, reads = 4 }) {
  const missing = new Set()
  for (const [kind, collection] of [
    ['save', 'posts'],
    ['question', 'qna'],
  ]) {
    const acknowledged = outcomes.filter((o) => o.kind === kind && o.ok).map((o) => o.record)
    if (acknowledged.length === 0) continue
    for (let i = 0; i < reads; i++) {
      const found = await savedTitles(base, token, tag, collection)
      for (const title of acknowledged) if (!found.has(title)) missing.add(`${title} (read ${i + 1})`)
    }
  }
  return [...missing]
}

/** After a burst: `count` sign-ins, then `count` saves, one at a time. A broken worker fails some of them. */
export async function sequentialProbe(base, { userId, password, token, tag, count = 10 }) {
  const failures = []
  const context = { tag: `${tag} 차례`, token, userId, password }
  for (const kind of ['signin', 'save'])
    for (let i = 1; i <= count; i++) {
      const outcome = await sendWrite(base, kind, i, context)
      if (!outcome.ok) failures.push(`${kind} ${i}: ${outcome.status} ${outcome.error ?? ''}`)
    }
  return failures
}

/** Counts of outcomes by kind and status: { save: { 201: 38, 500: 2 }, … }. */
export function statusesByKind(outcomes) {
  const table = {}
  for (const o of outcomes) {
    table[o.kind] ??= {}
    table[o.kind][o.status] = (table[o.kind][o.status] ?? 0) + 1
  }
  return table
}
