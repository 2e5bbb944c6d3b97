// `npm run nginx:check [-- --bench [--duration S] [--rounds N]]`
// The tested nginx configuration of docs/deployment.md: builds the production site if needed, starts it on a
// seeded SQLite database of its own, puts nginx in front on loopback with the production rules (deploy/nginx/,
// included unchanged), checks deploy/nginx.conf with `nginx -t`, and asserts with real requests what the rules
// promise: cached anonymous pages, files from disk, no caching of the admin, the APIs, POSTs, staff or visitor
// state, compression, the body limits, a content change visible through nginx within two seconds, and the
// forwarded headers and kept-open connections every request reaches the site with.
// With --bench it then measures the public pages through nginx and directly (scripts/nginx-bench.mjs).
// Ports: NGINX_PORT (default 8820) and NGINX_PORT + 1 for nginx, NGINX_APP_PORT (default NGINX_PORT - 5000) for the site.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request } from 'node:http'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { root, run } from './lib.mjs'
import { findNginx, startNginx, testProductionConfig, writeLoopbackConfig } from './nginx.mjs'
import { compareThroughNginx } from './nginx-bench.mjs'
import { ensureBuild, startServer } from './server.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i > -1 ? args[i + 1] : fallback
}
const nginxPort = Number(process.env.NGINX_PORT) || 8820
const appPort = Number(process.env.NGINX_APP_PORT) || nginxPort - 5000
const bench = args.includes('--bench')
const duration = Number(option('duration', 5))
const rounds = Number(option('rounds', 3))

const dataDir = path.join(root, '.nginx-check-data')
const prefix = path.join(dataDir, 'nginx')
const adminPassword = 'Nginx2026!check'
const env = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
  PORT: String(appPort),
  SITE_URL: `http://127.0.0.1:${nginxPort}`,
  ADMIN_USER_ID: 'admin',
  ADMIN_PASSWORD: adminPassword,
  TRUSTED_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEARCH_LIMIT_PER_MINUTE: '0',
}

const fail = (message) => {
  console.error(`✖ nginx check: ${message}`)
  process.exit(1)
}

const nginx = findNginx()
if (!nginx) fail('nginx is not installed (apt-get install --no-install-recommends nginx-light)')

/** One HTTP request with exactly the given headers (fetch would add its own Accept-Encoding). */
function send(port, pathname, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const tagged = { ...headers, 'x-check-tag': currentTag() }
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers: tagged }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(body)
  })
}
const viaNginx = (pathname, init) => send(nginxPort, pathname, init)

const results = []
async function check(name, fn) {
  tag = { check: tag.check + 1, step: 0 }
  try {
    const note = await fn()
    results.push({ name, ok: true })
    console.log(`  ✓ ${name}${note ? ` (${note})` : ''}`)
  } catch (error) {
    results.push({ name, ok: false })
    console.log(`  ✖ ${name}: ${error.message}`)
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message)
}

/**
 * Every request carries a tag (check number, step) that nginx writes to its access log with the upstream that
 * answered ("-" = nginx itself) and the cache status; `mark()` starts a new step, `logged(n)` waits for the n lines
 * of the current step (nginx logs a request just after answering it).
 */
let tag = { check: 0, step: 0 }
const currentTag = () => `${tag.check}.${tag.step}`
const mark = () => {
  tag = { ...tag, step: tag.step + 1 }
}
async function logged(count) {
  const file = path.join(prefix, 'access.log')
  const suffix = ` tag=${currentTag()}`
  let lines = []
  for (const started = Date.now(); Date.now() - started < 2000; ) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
    lines = text.split('\n').filter((line) => line.endsWith(suffix))
    if (lines.length >= count) break
    await new Promise((r) => setTimeout(r, 20))
  }
  return lines
}
const reachedUpstream = (line) => !/ upstream=- /.test(line)

async function signIn() {
  const answer = await viaNginx(`/api/v1/signin?userId=admin&password=${encodeURIComponent(adminPassword)}`, {
    method: 'POST',
    headers: { 'content-length': '0' },
  })
  expect(answer.status === 200, `sign-in through nginx answered ${answer.status}`)
  return JSON.parse(answer.body.toString()).accessToken
}

async function staffSessionCookie() {
  const answer = await viaNginx('/api/cms/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  })
  expect(answer.status === 200, `the admin login answered ${answer.status}`)
  const cookie = [answer.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('payload-token='))
  expect(cookie, 'the admin login set no payload-token cookie')
  return cookie.split(';')[0]
}

async function assertions() {
  const anonymous = { 'user-agent': 'nginx-check' }
  await check('an anonymous page is stored and the second request is a HIT with the same bytes', async () => {
    const first = await viaNginx('/index', { headers: anonymous })
    const second = await viaNginx('/index', { headers: anonymous })
    expect(first.status === 200, `GET /index answered ${first.status}`)
    expect(first.headers['x-cache-status'] === 'MISS', `first X-Cache-Status ${first.headers['x-cache-status']}`)
    expect(second.headers['x-cache-status'] === 'HIT', `second X-Cache-Status ${second.headers['x-cache-status']}`)
    expect(second.body.equals(first.body), 'the HIT differs from the stored page')
    // A first visit gets the locale cookie; the stored copy hands the same cookie on, as the site's cache does.
    const cookies = [second.headers['set-cookie'] ?? []].flat()
    expect(
      cookies.every((c) => c.startsWith('i18n_redirected=')),
      `the HIT sets ${cookies.join(', ')}`,
    )
    const upstreamCalls = (await logged(2)).filter(reachedUpstream).length
    expect(upstreamCalls === 1, `${upstreamCalls} requests reached the site, expected 1`)
  })

  await check('the cached page keeps a script nonce that matches its Content-Security-Policy', async () => {
    const hit = await viaNginx('/index', { headers: anonymous })
    const nonce = /'nonce-([^']+)'/.exec(hit.headers['content-security-policy'] ?? '')?.[1]
    expect(nonce, 'no nonce in the Content-Security-Policy of the cached page')
    // JSON-LD data blocks are not run, so the policy does not apply to them.
    const scripts = [...hit.body.toString().matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
    expect(scripts.length > 0, 'the page has no scripts')
    const without = scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))
    expect(without.length === 0, `${without.length} script tags lack the policy's nonce: ${without[0]}`)
    return `${scripts.length} scripts`
  })

  await check('HEAD and the locale cookie share the stored page; a query string is another page', async () => {
    await viaNginx('/index', { headers: anonymous })
    const head = await viaNginx('/index', { method: 'HEAD', headers: anonymous })
    expect(head.headers['x-cache-status'] === 'HIT', `HEAD X-Cache-Status ${head.headers['x-cache-status']}`)
    const withLocale = { ...anonymous, cookie: 'i18n_redirected=ko' }
    await viaNginx('/index', { headers: withLocale })
    const again = await viaNginx('/index', { headers: withLocale })
    expect(
      again.headers['x-cache-status'] === 'HIT',
      `locale cookie: X-Cache-Status ${again.headers['x-cache-status']}`,
    )
    const other = await viaNginx('/index?x=1', { headers: anonymous })
    expect(other.headers['x-cache-status'] === 'MISS', `/index?x=1: X-Cache-Status ${other.headers['x-cache-status']}`)
  })

  await check('pages are sent gzip-compressed to clients that accept it, stored apart from plain ones', async () => {
    const gz = { ...anonymous, 'accept-encoding': 'gzip, deflate, br' }
    await viaNginx('/index', { headers: gz })
    const answer = await viaNginx('/index', { headers: gz })
    expect(answer.headers['content-encoding'] === 'gzip', `Content-Encoding ${answer.headers['content-encoding']}`)
    expect(answer.headers['x-cache-status'] === 'HIT', `X-Cache-Status ${answer.headers['x-cache-status']}`)
    const html = gunzipSync(answer.body).toString()
    expect(html.includes('</html>'), 'the gzip body is not the page')
    const plain = await viaNginx('/index', { headers: anonymous })
    expect(!plain.headers['content-encoding'], 'a client without gzip got a compressed page')
    return `${answer.body.length} of ${html.length} bytes`
  })

  await check('build assets come from disk with the immutable header, compressed', async () => {
    const page = (await viaNginx('/index', { headers: anonymous })).body.toString()
    // Path characters only: with inlined CSS the page also holds `url(/_next/static/media/…)` inside style text.
    const asset = /\/_next\/static\/[\w\-./~]+\.(?:js|css)/.exec(page)?.[0]
    expect(asset, 'no /_next/static asset on /index')
    mark()
    const answer = await viaNginx(asset, { headers: anonymous })
    expect(answer.status === 200, `${asset} answered ${answer.status}`)
    const cacheControl = answer.headers['cache-control']
    expect(cacheControl === 'public, max-age=31536000, immutable', `Cache-Control ${cacheControl}`)
    const onDisk = readFileSync(path.join(root, '.next', 'static', asset.slice('/_next/static/'.length)))
    expect(answer.body.equals(onDisk), 'the asset differs from the file in .next/static')
    const log = await logged(1)
    expect(log.length === 1 && !reachedUpstream(log[0]), `the asset request reached the site: ${log}`)
    const gz = await viaNginx(asset, { headers: { ...anonymous, 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding'] === 'gzip', `asset Content-Encoding ${gz.headers['content-encoding']}`)
    const missing = await viaNginx('/_next/static/chunks/no-such-file.js', { headers: anonymous })
    expect(missing.status === 404 && !missing.headers['cache-control']?.includes('immutable'), 'a missing asset')
    return asset
  })

  await check('files of public/ come from disk', async () => {
    const answer = await viaNginx('/og-image.png', { headers: anonymous })
    expect(answer.status === 200, `/og-image.png answered ${answer.status}`)
    expect(answer.body.equals(readFileSync(path.join(root, 'public', 'og-image.png'))), 'differs from public/')
    const log = await logged(1)
    expect(log.length === 1 && !reachedUpstream(log[0]), `the request reached the site: ${log}`)
  })

  await check('media images are kept by nginx: a HIT with the same bytes, the site headers, and a 304', async () => {
    const page = (await viaNginx('/index', { headers: anonymous })).body.toString()
    const image = /\/api\/cms\/media\/file\/[\w\-.%]+\.webp/.exec(page)?.[0]
    expect(image, 'no media image on /index')
    mark()
    const first = await viaNginx(image, { headers: anonymous })
    const second = await viaNginx(image, { headers: anonymous })
    expect(first.status === 200 && second.status === 200, `${image} answered ${first.status}, ${second.status}`)
    expect(
      second.headers['x-cache-status'] === 'HIT',
      `second request X-Cache-Status ${second.headers['x-cache-status']}`,
    )
    expect(second.body.equals(first.body), 'the stored image differs from the first answer')
    expect(second.headers['content-type'] === 'image/webp', `Content-Type ${second.headers['content-type']}`)
    const cacheControl = second.headers['cache-control']
    expect(cacheControl?.startsWith('public, max-age=86400'), `Cache-Control ${cacheControl}`)
    const etag = second.headers.etag
    expect(etag, 'no ETag on the stored image')
    const revalidated = await viaNginx(image, { headers: { ...anonymous, 'if-none-match': etag } })
    expect(revalidated.status === 304, `If-None-Match answered ${revalidated.status}`)
    const log = await logged(3)
    expect(
      log.length === 3 && log.filter(reachedUpstream).length === 1,
      `more than one reached the site:\n${log.join('\n')}`,
    )
    return image
  })

  await check('the admin and the APIs are never stored', async () => {
    for (const target of ['/admin/login', '/api/v1/boards/1/posts?pageNo=1&pageSize=5', '/api/health']) {
      for (let i = 0; i < 2; i++) {
        const answer = await viaNginx(target, { headers: anonymous })
        expect(answer.status < 500, `${target} answered ${answer.status}`)
        expect(!answer.headers['x-cache-status'], `${target}: X-Cache-Status ${answer.headers['x-cache-status']}`)
      }
    }
    const log = await logged(6)
    expect(log.length === 6 && log.every(reachedUpstream), `not every request reached the site:\n${log.join('\n')}`)
  })

  await check('a staff session, or any visitor cookie, bypasses the stored page', async () => {
    const session = await staffSessionCookie()
    await viaNginx('/index', { headers: anonymous })
    mark()
    for (const cookie of [session, 'qna_unlocked=x.y', `i18n_redirected=ko; ${session}`, 'popup_hide_1=1']) {
      const answer = await viaNginx('/index', { headers: { ...anonymous, cookie } })
      const status = answer.headers['x-cache-status']
      expect(status === 'BYPASS', `Cookie ${cookie.slice(0, 24)}…: X-Cache-Status ${status}`)
    }
    const bearer = await viaNginx('/index', { headers: { ...anonymous, authorization: 'Bearer x' } })
    expect(bearer.headers['x-cache-status'] === 'BYPASS', `Authorization: ${bearer.headers['x-cache-status']}`)
    const log = await logged(5)
    expect(log.length === 5 && log.every(reachedUpstream), `not every request reached the site:\n${log.join('\n')}`)
  })

  await check('a POST is never answered from the store nor stored', async () => {
    await viaNginx('/index', { headers: anonymous })
    mark()
    for (let i = 0; i < 2; i++) {
      const answer = await viaNginx('/index', { method: 'POST', headers: { ...anonymous, 'content-length': '0' } })
      expect(answer.status === 405, `POST /index answered ${answer.status}`)
      expect(answer.headers['x-cache-status'] !== 'HIT', 'POST answered from the store')
    }
    const log = await logged(2)
    expect(log.length === 2 && log.every(reachedUpstream), `a POST did not reach the site:\n${log.join('\n')}`)
    const get = await viaNginx('/index', { headers: anonymous })
    expect(get.status === 200, `GET after POST answered ${get.status}`)
  })

  await check('pages the site marks personal are never stored', async () => {
    const target = '/media/media02/qna-write'
    const statuses = []
    for (let i = 0; i < 2; i++)
      statuses.push((await viaNginx(target, { headers: anonymous })).headers['x-cache-status'])
    expect(
      statuses.every((s) => s === 'MISS'),
      `${target}: ${statuses.join(', ')}`,
    )
  })

  await check('request bodies over the site limit are refused by nginx before they are read', async () => {
    const limits = await import(path.join(root, 'src', 'lib', 'body-limits.ts'))
    const over = Buffer.alloc(limits.maxOtherBodyBytes + 1, 32)
    const refused = await viaNginx('/api/v1/qna', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: over,
    })
    expect(refused.status === 413 && String(refused.headers.server).startsWith('nginx'), `got ${refused.status}`)
    const within = await viaNginx('/api/v1/qna', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: over.subarray(1),
    })
    expect(within.status !== 413, 'a body at the limit was refused')
  })

  await check('a notice published through the API shows on the cached list within two seconds', async () => {
    const list = '/media/media01'
    await viaNginx(list, { headers: anonymous })
    const cached = await viaNginx(list, { headers: anonymous })
    expect(cached.headers['x-cache-status'] === 'HIT', `the list was not cached: ${cached.headers['x-cache-status']}`)
    const title = `nginx 캐시 확인 ${Date.now()}`
    const body = JSON.stringify({ title, content: '캐시가 바뀐 내용을 곧 보여 주는지 확인합니다.' })
    const created = await viaNginx('/api/v1/boards/1/posts', {
      method: 'POST',
      headers: { authorization: `Bearer ${await signIn()}`, 'content-type': 'application/json' },
      body,
    })
    expect(created.status === 201, `publishing answered ${created.status}: ${created.body}`)
    const savedAt = Date.now()
    while (Date.now() - savedAt < 5000) {
      const page = await viaNginx(list, { headers: anonymous })
      if (page.body.toString().includes(title)) {
        const after = Date.now() - savedAt
        // An entry lives one to two seconds (nginx counts whole seconds); the rest is room for a loaded machine.
        expect(after <= 3000, `seen after ${after} ms`)
        return `seen after ${after} ms`
      }
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error('not seen within 5 s')
  })
}

/**
 * What the site receives from nginx, seen by a stand-in upstream that answers every request with the headers it got
 * (as a shareable page), behind a second nginx with the same rules: the visitor's host, scheme and address on page
 * and API requests alike, one normalised Accept-Encoding, and connections kept open between requests.
 */
async function forwardedHeaders() {
  const sockets = new Set()
  const seen = []
  const echo = createServer((req, res) => {
    sockets.add(req.socket)
    seen.push({ url: req.url, headers: req.headers })
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-page-cache': 'miss' })
    res.end('<!doctype html><title>echo</title>')
  })
  await new Promise((resolve) => echo.listen(0, '127.0.0.1', resolve))
  const echoPrefix = path.join(dataDir, 'nginx-echo')
  const echoNginxPort = nginxPort + 1
  const file = writeLoopbackConfig({ prefix: echoPrefix, port: echoNginxPort, appPorts: [echo.address().port] })
  const echoProxy = await startNginx(nginx, { prefix: echoPrefix, file, port: echoNginxPort })
  try {
    const headers = { 'x-forwarded-for': '198.51.100.7', 'accept-encoding': 'br, gzip, deflate' }
    for (const target of ['/company/about', '/api/v1/boards', '/admin/login', '/company/about?again']) {
      const answer = await send(echoNginxPort, target, { headers })
      expect(answer.status === 200, `${target} through the echo answered ${answer.status}`)
    }
    expect(seen.length === 4, `the stand-in upstream saw ${seen.length} of 4 requests`)
    for (const { url, headers: got } of seen) {
      const where = `${url}: `
      expect(got.host === '127.0.0.1', `${where}Host ${got.host}`)
      expect(got['x-forwarded-host'] === '127.0.0.1', `${where}X-Forwarded-Host ${got['x-forwarded-host']}`)
      expect(got['x-forwarded-proto'] === 'http', `${where}X-Forwarded-Proto ${got['x-forwarded-proto']}`)
      expect(got['x-forwarded-port'] === String(echoNginxPort), `${where}X-Forwarded-Port ${got['x-forwarded-port']}`)
      // The client's own claim stays on the left; the address nginx saw is appended on the right.
      const forwarded = got['x-forwarded-for']
      expect(forwarded === '198.51.100.7, 127.0.0.1', `${where}X-Forwarded-For ${forwarded}`)
      expect(got['accept-encoding'] === 'gzip', `${where}Accept-Encoding ${got['accept-encoding']}`)
      expect(got.connection !== 'close', `${where}Connection ${got.connection}`)
    }
    expect(sockets.size === 1, `nginx opened ${sockets.size} connections for 4 requests, expected 1 kept open`)
  } finally {
    await echoProxy.stop()
    echo.closeAllConnections()
    echo.close()
  }
}

/** The pages of the figures in docs/deployment.md; the post is the newest notice. */
async function benchTargets() {
  const found = await viaNginx('/api/v1/boards/1/posts?pageNo=1&pageSize=1')
  const postId = JSON.parse(found.body.toString()).items?.[0]?.id
  if (!postId) throw new Error('no notice to view for the post-view figure')
  return [
    { name: 'home', path: '/index' },
    { name: 'content page', path: '/company/about' },
    { name: 'board list', path: '/media/media01' },
    { name: 'post view', path: `/media/media01/view/${postId}` },
  ]
}

/** Whether nothing listens on a loopback port: a server left running there would answer in place of ours. */
const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
for (const port of [nginxPort, nginxPort + 1, appPort]) {
  if (!(await portIsFree(port)))
    fail(`port ${port} is in use: stop what listens there or set NGINX_PORT/NGINX_APP_PORT`)
}

rmSync(dataDir, { recursive: true, force: true })
const seeded = await run('payload', ['run', 'src/seed/run.ts'], { env, quiet: true })
if (seeded.code !== 0) fail(`seeding failed:\n${seeded.output}`)
if (!(await ensureBuild(env))) fail('the production build failed')

const production = testProductionConfig(nginx, prefix)
if (!production.ok) fail(`nginx -t refused deploy/nginx.conf:\n${production.output}`)
console.log('  ✓ nginx -t accepts deploy/nginx.conf')

const server = await startServer(env, appPort)
if (!server) fail('the production server did not answer /api/health')
let proxy
try {
  const file = writeLoopbackConfig({ prefix, port: nginxPort, appPorts: [appPort], workers: bench ? 2 : 1 })
  proxy = await startNginx(nginx, { prefix, file, port: nginxPort })
  console.log(`nginx on 127.0.0.1:${nginxPort} in front of the site on ${appPort}`)
  await assertions()
  await check('the site gets the host, scheme and address of the visitor, over kept-open connections', forwardedHeaders)
  if (bench && results.every((r) => r.ok)) {
    const clean = await compareThroughNginx({ appPort, nginxPort, targets: await benchTargets(), duration, rounds })
    results.push({ name: 'figures with 2xx answers only', ok: clean })
  }
} catch (error) {
  results.push({ name: 'setup', ok: false })
  console.error(error)
} finally {
  await proxy?.stop()
  await server.stop()
}
const failed = results.filter((r) => !r.ok)
if (failed.length) fail(`${failed.length} of ${results.length} checks failed: ${failed.map((r) => r.name).join('; ')}`)
console.log(`✓ nginx check: ${results.length} checks passed`)
