import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { catalogueFromOpenApi } from '@/lib/api-client/catalogue'
import { buildOpenApiDocument } from '@/modules/api/openapi'
import { operations } from '@/modules/api/operations'

const info = { title: 't', version: '1', description: 'd', serverUrl: '/' }

describe('OpenAPI document', () => {
  it('describes parameters, bodies, responses and bearer security from zod schemas', () => {
    const doc = buildOpenApiDocument(
      [
        {
          method: 'get',
          path: '/api/v1/users/{userSeq}',
          operationId: 'getUser',
          summary: '사용자',
          tags: ['users'],
          auth: 'bearer',
          params: z.object({ userSeq: z.coerce.number().int() }),
          query: z.object({ pageNo: z.coerce.number().int().optional().describe('페이지 번호') }),
          responses: { 200: { description: 'ok', schema: z.object({ userSeq: z.number() }) } },
        },
      ],
      info,
    )
    const op = doc.paths['/api/v1/users/{userSeq}']?.get as Record<string, unknown>
    expect(doc.openapi).toBe('3.1.0')
    expect(op.security).toEqual([{ bearerAuth: [] }])
    expect(op.parameters).toEqual([
      {
        name: 'userSeq',
        in: 'path',
        required: true,
        schema: { type: 'integer', minimum: expect.any(Number), maximum: expect.any(Number) },
      },
      {
        name: 'pageNo',
        in: 'query',
        required: false,
        description: '페이지 번호',
        schema: expect.objectContaining({ type: 'integer' }),
      },
    ])
    expect(JSON.stringify(op.responses)).toContain('"userSeq"')
  })

  it('states the security of every operation; public ones have an empty list, which the client reads as no token', () => {
    const doc = buildOpenApiDocument(
      (['none', 'csrf', 'optional-bearer', 'bearer'] as const).map((auth) => ({
        method: 'get' as const,
        path: `/api/v1/${auth}`,
        operationId: auth,
        summary: auth,
        tags: ['system' as const],
        auth,
        responses: { 200: { description: 'ok' } },
      })),
      info,
    )
    const security = (auth: string) =>
      (doc.paths[`/api/v1/${auth}`]?.get as { security?: unknown } | undefined)?.security
    expect(security('none')).toEqual([])
    expect(security('csrf')).toEqual([])
    expect(security('optional-bearer')).toEqual([{}, { bearerAuth: [] }])
    expect(security('bearer')).toEqual([{ bearerAuth: [] }])
    const auths = Object.fromEntries(Object.entries(catalogueFromOpenApi(doc)).map(([id, entry]) => [id, entry.auth]))
    expect(auths).toEqual({ none: 'none', csrf: 'none', 'optional-bearer': 'optional-bearer', bearer: 'bearer' })
  })

  it('gives every listed operation a unique id and a response', () => {
    const ids = operations.map((op) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const op of operations) expect(Object.keys(op.responses).length).toBeGreaterThan(0)
  })
})
