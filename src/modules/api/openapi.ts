import { z } from 'zod'
import { type ApiTag, apiTags } from './tags'

/**
 * The OpenAPI 3.1 document is generated from the zod schemas the route handlers validate with, so
 * the documentation cannot drift from the code. Each area describes its operations once (next to its
 * schemas) and `src/modules/api/operations.ts` lists them.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Who may call: `bearer` needs `Authorization: Bearer <accessToken>`; `optional-bearer` works without
 * one and shows staff more with it; `none` is public; `csrf` is a public form post that must carry the
 * CSRF token of `GET /api/auth/csrf`.
 */
export type OperationAuth = 'bearer' | 'optional-bearer' | 'none' | 'csrf'

export type OperationResponse = { description: string; schema?: z.ZodType; contentType?: string }

export type Operation = {
  method: HttpMethod
  /** OpenAPI path with `{param}` placeholders, e.g. `/api/v1/users/{userSeq}`. */
  path: string
  operationId: string
  summary: string
  description?: string
  tags: ApiTag[]
  /** Required, so that no operation is public by omission. */
  auth: OperationAuth
  params?: z.ZodObject
  query?: z.ZodObject
  body?: {
    contentType: string
    schema: z.ZodType
    description?: string
    /** Other encodings the operation takes besides `contentType` (진위확인 by PDF file as multipart). */
    alternatives?: { contentType: string; schema: z.ZodType }[]
  }
  responses: Record<number, OperationResponse>
}

/**
 * The `security` of each kind of operation: the one place the document says which operations are
 * public. Public ones say so with `security: []` instead of leaving it out, since an operation without
 * `security` could as well have been forgotten (Redocly's `security-defined` rule refuses it). The CSRF
 * token shows the form came from this site, not who sent it, so `csrf` operations are public too.
 * `src/lib/api-client/catalogue.ts` reads `[]` as "send no token".
 */
const securityOf: Record<OperationAuth, Record<string, string[]>[]> = {
  bearer: [{ bearerAuth: [] }],
  'optional-bearer': [{}, { bearerAuth: [] }],
  none: [],
  csrf: [],
}

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' })
  return rest
}

function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return []
  const document = jsonSchema(schema, 'input') as { properties?: Record<string, object>; required?: string[] }
  return Object.entries(document.properties ?? {}).map(([name, property]) => {
    const { description, ...propertySchema } = property as { description?: string }
    return {
      name,
      in: where,
      required: where === 'path' || (document.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: propertySchema,
    }
  })
}

export function buildOpenApiDocument(
  operations: Operation[],
  info: { title: string; version: string; description: string; serverUrl: string },
) {
  const paths: Record<string, Record<string, object>> = {}
  for (const op of operations) {
    const responses = Object.fromEntries(
      Object.entries(op.responses).map(([status, response]) => [
        status,
        {
          description: response.description,
          ...(response.schema
            ? {
                content: {
                  [response.contentType ?? 'application/json']: { schema: jsonSchema(response.schema, 'output') },
                },
              }
            : {}),
        },
      ]),
    )
    paths[op.path] ??= {}
    ;(paths[op.path] as Record<string, object>)[op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: op.tags,
      parameters: [...parameters(op.params, 'path'), ...parameters(op.query, 'query')],
      ...(op.body
        ? {
            requestBody: {
              required: true,
              ...(op.body.description ? { description: op.body.description } : {}),
              content: Object.fromEntries(
                [{ contentType: op.body.contentType, schema: op.body.schema }, ...(op.body.alternatives ?? [])].map(
                  (body) => [body.contentType, { schema: jsonSchema(body.schema, 'input') }],
                ),
              ),
            },
          }
        : {}),
      security: securityOf[op.auth],
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: info.description },
    servers: [{ url: info.serverUrl }],
    tags: [...new Set(operations.flatMap((op) => op.tags))].map((name) => ({ name, description: apiTags[name] })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'POST /api/v1/signin 이 돌려준 accessToken',
        },
      },
    },
  }
}
