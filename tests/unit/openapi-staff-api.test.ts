import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '@/modules/api/openapi'
import { operations } from '@/modules/api/operations'

describe('the OpenAPI document lists the staff API', () => {
  const doc = buildOpenApiDocument(operations, { title: 't', version: '1', description: 'd', serverUrl: '/' })

  it('has every call of spec §7', () => {
    const calls = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    )
    for (const call of [
      'POST /api/v1/signin',
      'POST /api/v1/token/refresh',
      'POST /api/v1/signout',
      'GET /api/v1/users',
      'POST /api/v1/users',
      'DELETE /api/v1/users',
      'GET /api/v1/users/checkId',
      'GET /api/v1/users/{id}',
      'PUT /api/v1/users/{id}',
      'GET /api/v1/users/{id}/validate-pass',
      'GET /api/auth/csrf',
      'GET /api/auth/providers',
      'GET /api/auth/session',
      'POST /api/auth/signin/{provider}',
      'POST /api/auth/callback/{provider}',
      'POST /api/auth/signout',
    ]) {
      expect(calls, call).toContain(call)
    }
  })

  it('documents the list query and the multipart contents field', () => {
    const list = doc.paths['/api/v1/users']?.get as { parameters: { name: string }[]; security: unknown }
    expect(list.parameters.map((p) => p.name)).toEqual([
      'pageNo',
      'pageSize',
      'startDate',
      'endDate',
      'useYn',
      'searchKind',
      'searchText',
    ])
    expect(list.security).toEqual([{ bearerAuth: [] }])
    const create = JSON.stringify(doc.paths['/api/v1/users']?.post)
    expect(create).toContain('multipart/form-data')
    expect(create).toContain('contents')
    expect(create).toContain('authGroupSeq')
  })
})
