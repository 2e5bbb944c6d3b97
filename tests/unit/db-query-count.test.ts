import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import {
  countQueries,
  dbQueriesHeader,
  dbTimeHeader,
  onQuery,
  recordQuery,
  serveCounted,
  timeStatement,
} from '@/lib/db-query-count'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

/** A stand-in for a database call: reported when it settles, like the instrumented clients do. */
const statement = () => timeStatement(() => tick())

describe('counting the statements of a unit of work', () => {
  it('counts what the work and everything it awaits ran, and nothing of a concurrent unit', async () => {
    const [a, b] = await Promise.all([
      countQueries(async () => {
        await statement()
        await Promise.all([statement(), statement()])
        return 'a'
      }),
      countQueries(async () => {
        await statement()
        return 'b'
      }),
    ])
    expect(a.result).toBe('a')
    expect(a.tally.queries).toBe(3)
    expect(b.tally.queries).toBe(1)
    expect(a.tally.ms).toBeGreaterThan(0)
  })

  it('ignores statements outside any unit, but still tells listeners of every one', async () => {
    const seen: number[] = []
    const stop = onQuery((ms) => seen.push(ms))
    recordQuery(2)
    const { tally } = await countQueries(async () => recordQuery(3))
    stop()
    recordQuery(4)
    expect(tally).toEqual({ queries: 1, ms: 3 })
    expect(seen).toEqual([2, 3])
  })
})

describe('serveCounted (server.mjs with DB_QUERY_COUNT=on)', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  async function serve(handler: Parameters<typeof createServer>[1]) {
    const started = createServer(handler)
    server = started
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(started.address() as AddressInfo).port}`
  }

  it('sends a streamed page whole, with the statements its render ran after the head was flushed', async () => {
    const url = await serve((req, res) =>
      serveCounted(req, res, async () => {
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.writeHead(200, { 'x-page': 'yes' })
        res.flushHeaders()
        res.write('<p>첫 부분</p>')
        await statement()
        await statement()
        res.end('<p>끝</p>')
      }),
    )
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get(dbQueriesHeader)).toBe('2')
    expect(Number(response.headers.get(dbTimeHeader))).toBeGreaterThan(0)
    expect(response.headers.get('x-page')).toBe('yes')
    expect(await response.text()).toBe('<p>첫 부분</p><p>끝</p>')
  })

  it('answers a HEAD request and a 304 without a body', async () => {
    const url = await serve((req, res) =>
      serveCounted(req, res, () => {
        if (req.url === '/cached') {
          res.writeHead(304)
          res.end()
          return
        }
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '5' })
        res.end(req.method === 'HEAD' ? undefined : 'hello')
      }),
    )
    const head = await fetch(url, { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe('5')
    expect(head.headers.get(dbQueriesHeader)).toBe('0')
    const notModified = await fetch(`${url}/cached`)
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get(dbQueriesHeader)).toBe('0')
  })
})
