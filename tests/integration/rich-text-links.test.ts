import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureBoard } from '../support/board-fixtures'
import { linkNode, richText } from '../support/lexical'
import { createTestPayload, dialect } from '../support/test-payload'

let payload: Payload

/** A Lexical document with one paragraph holding one link. */
const withLink = (url: string) => richText([], [linkNode(url, '링크')])

const save = (url: string) =>
  payload.create({
    collection: 'posts',
    overrideAccess: true,
    data: {
      boardSeq: 1,
      title: `링크 시험 ${url}`,
      content: withLink(url) as never,
      publishedAt: new Date().toISOString(),
    },
  })

beforeAll(async () => {
  payload = await createTestPayload()
  // Posts are saved on an existing board only (src/modules/boards/post-rules.ts).
  await ensureBoard(payload, 1)
})

afterAll(async () => {
  await payload?.destroy()
})

describe(`rich-text links on ${dialect}`, () => {
  it('stores http, https, mailto, tel and site-path links', async () => {
    for (const url of [
      'https://www.law.go.kr',
      'http://example.com/a',
      'mailto:info@example.com',
      'tel:02-123-4567',
      '/company/about',
    ]) {
      const post = await save(url)
      expect(JSON.stringify(post.content)).toContain(url)
    }
  })

  it('refuses javascript:, data: and other schemes with a Korean message, storing nothing', async () => {
    const before = (await payload.count({ collection: 'posts', overrideAccess: true })).totalDocs
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example',
    ]) {
      const error = await save(url).then(
        () => null,
        (e: { name?: string; data?: { errors?: { path?: string; message?: string }[] } }) => e,
      )
      expect(error?.name, url).toBe('ValidationError')
      expect(JSON.stringify(error?.data?.errors), url).toContain('content')
    }
    expect((await payload.count({ collection: 'posts', overrideAccess: true })).totalDocs).toBe(before)
  })
})
