import type { AuthMode, HttpMethod } from './client'

/**
 * The operations of the OpenAPI document (`/api/v1/openapi.json`) by operationId, as the client
 * needs them: method, path, authentication and how the body is sent. Built from the document,
 * so an endpoint registered in src/modules/api/operations.ts is callable by `client.call()`
 * as soon as it is deployed.
 */
export type BodyEncoding = 'json' | 'form' | 'multipart'

export type CatalogueEntry = { method: HttpMethod; path: string; auth: AuthMode; body?: BodyEncoding }
export type OperationCatalogue = Record<string, CatalogueEntry>

type DocumentOperation = {
  operationId?: string
  security?: Record<string, unknown>[]
  requestBody?: { content?: Record<string, unknown> }
}
export type OpenApiLike = { paths: Record<string, Record<string, unknown>> }

const methods = new Set(['get', 'head', 'options', 'post', 'put', 'patch', 'delete'])

function authOf(security: Record<string, unknown>[] | undefined): AuthMode {
  if (!security?.length) return 'none'
  return security.some((requirement) => Object.keys(requirement).length === 0) ? 'optional-bearer' : 'bearer'
}

function encodingOf(content: Record<string, unknown> | undefined): BodyEncoding | undefined {
  const types = Object.keys(content ?? {})
  if (types.length === 0) return undefined
  if (types.some((t) => t.includes('json'))) return 'json'
  if (types.some((t) => t.startsWith('multipart/'))) return 'multipart'
  return 'form'
}

export function catalogueFromOpenApi(document: OpenApiLike): OperationCatalogue {
  const catalogue: OperationCatalogue = {}
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const operation = raw as DocumentOperation
      if (!methods.has(method) || !operation.operationId) continue
      catalogue[operation.operationId] = {
        method: method.toUpperCase() as HttpMethod,
        path,
        auth: authOf(operation.security),
        ...(operation.requestBody ? { body: encodingOf(operation.requestBody.content) } : {}),
      }
    }
  }
  return catalogue
}
