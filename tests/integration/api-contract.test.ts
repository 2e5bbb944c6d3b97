/**
 * Contract tests generated from the OpenAPI document the site serves (/api/v1/openapi.json):
 *
 * (a) every documented operation is called with valid input from tests/support/contract-calls.ts and
 *     its answer is validated against the documented schema for that status (JSON Schema 2020-12);
 * (b) property-based bad input generated from each operation's parameter and body schemas never
 *     gets a 5xx, always a 4xx in the `{ error: { code, message } }` shape (or a documented
 *     non-error answer; with `Accept-Language: en`, an English one), and never changes stored data.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testPassword } from '../support/api'
import {
  type BodyEncoding,
  badInputArbitrary,
  type DocumentedOperation,
  type Input,
  type JsonSchema,
} from '../support/bad-input'
import { type ContractCall, type ContractContext, contractCalls, type TokenPair } from '../support/contract-calls'
import { routeFetch } from '../support/route-fetch'
import { createSeededPayload } from '../support/seeded'
import { dialect } from '../support/test-payload'

const numRuns = Number(process.env.CONTRACT_RUNS ?? 25)
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined

/** Collections that record refused attempts on purpose (audit trail, rate-limit counters, captcha replay guard). */
// 진위확인 기록 logs every check, whatever its input, like the audit log.
const bookkeeping = new Set(['audit-logs', 'rate-limits', 'captcha-solutions', 'certificate-checks'])

let payload: Payload
let fetch: typeof globalThis.fetch
let document: { paths: Record<string, Record<string, JsonSchema>> }
let operations: DocumentedOperation[]
let context: ContractContext

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats.default(ajv)
const validators = new Map<string, ValidateFunction>()

function encodingOf(content: Record<string, unknown>): BodyEncoding {
  const type = Object.keys(content)[0] ?? ''
  if (type.includes('json')) return 'json'
  return type.startsWith('multipart/') ? 'multipart' : 'form'
}

function operationsOf(doc: typeof document): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const content = op.requestBody?.content as Record<string, { schema: JsonSchema }> | undefined
      const security = op.security as Record<string, unknown>[] | undefined
      return {
        operationId: op.operationId as string,
        method,
        path,
        auth: !security?.length
          ? ('none' as const)
          : security.some((s) => Object.keys(s).length === 0)
            ? ('optional-bearer' as const)
            : ('bearer' as const),
        parameters: op.parameters ?? [],
        body: content
          ? { encoding: encodingOf(content), schema: Object.values(content)[0]?.schema as JsonSchema }
          : undefined,
        responses: op.responses,
      }
    }),
  )
}

type Sent = { status: number; contentType: string; body: unknown }

async function send(
  operation: DocumentedOperation,
  parts: {
    params?: Record<string, unknown>
    query?: Record<string, unknown>
    body?: Record<string, unknown>
    headers?: Record<string, string>
    token?: string | null
  },
): Promise<Sent> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(parts.params?.[name] ?? '').toWellFormed()),
  )
  const url = new URL(path, 'http://localhost:3000')
  for (const [key, value] of Object.entries(parts.query ?? {})) url.searchParams.set(key, String(value))
  const headers = new Headers(parts.headers)
  if (parts.token) headers.set('authorization', `Bearer ${parts.token}`)
  let body: BodyInit | undefined
  if (parts.body && operation.body) {
    if (operation.body.encoding === 'json') {
      body = JSON.stringify(parts.body)
      headers.set('content-type', 'application/json')
    } else if (operation.body.encoding === 'form') {
      body = new URLSearchParams(
        Object.entries(parts.body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      )
      headers.set('content-type', 'application/x-www-form-urlencoded')
    } else {
      const form = new FormData()
      for (const [k, v] of Object.entries(parts.body)) {
        form.set(k, typeof v === 'string' || v instanceof Blob ? v : JSON.stringify(v))
      }
      body = form
    }
  }
  const response = await fetch(url, { method: operation.method.toUpperCase(), headers, body, redirect: 'manual' })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // Not JSON; the checks below say so.
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: parsed }
}

/** Problems of an answer against the document: undocumented status, wrong content type, schema errors. */
function problemsWith(operation: DocumentedOperation, answer: Sent): string[] {
  const documented = operation.responses[String(answer.status)]
  if (!documented) return [`status ${answer.status} is not documented`]
  const [type, media] = Object.entries(documented.content ?? {})[0] ?? []
  if (!type || !media) return []
  if (type === '*/*') return answer.contentType ? [] : ['no content type']
  if (!answer.contentType.includes(type)) return [`content type ${answer.contentType}, documented ${type}`]
  const key = `${operation.operationId} ${answer.status}`
  let validate = validators.get(key)
  if (!validate) {
    validate = ajv.compile(media.schema)
    validators.set(key, validate)
  }
  return validate(answer.body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`)
}

const errorShape = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', minLength: 1 },
        message: { type: 'string', minLength: 1 },
        details: { type: 'array', items: { type: 'object', required: ['path', 'message'] } },
      },
    },
  },
}
const isErrorShape = ajv.compile(errorShape)

/** Row counts and the latest change of every collection and global: cheap, and any write moves one. */
async function snapshot(): Promise<Record<string, string>> {
  const state: Record<string, string> = {}
  for (const collection of payload.config.collections) {
    if (bookkeeping.has(collection.slug)) continue
    const { totalDocs } = await payload.count({ collection: collection.slug, overrideAccess: true })
    let latest = ''
    if (collection.timestamps !== false) {
      const { docs } = await payload.find({
        collection: collection.slug,
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      latest = String((docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? '')
    }
    state[collection.slug] = `${totalDocs} ${latest}`
  }
  for (const global of payload.config.globals) {
    const doc = (await payload.findGlobal({ slug: global.slug, depth: 0, overrideAccess: true })) as {
      updatedAt?: string
    }
    state[`global:${global.slug}`] = String(doc.updatedAt ?? '')
  }
  return state
}

let counter = 0
const hangul = /[\uac00-\ud7af\u3130-\u318f]/

describe(`API contract from the OpenAPI document on ${dialect}`, () => {
  beforeAll(async () => {
    payload = await createSeededPayload()
    fetch = routeFetch()
    document = await (await fetch('http://localhost:3000/api/v1/openapi.json')).json()
    operations = operationsOf(document)
    const signIn = async (userId = 'admin', password = testPassword): Promise<TokenPair> => {
      const response = await fetch(`http://localhost:3000/api/v1/signin?${new URLSearchParams({ userId, password })}`, {
        method: 'POST',
      })
      expect(response.status).toBe(200)
      return response.json()
    }
    context = {
      payload,
      admin: await signIn(),
      signIn,
      csrf: async () => {
        const response = await fetch('http://localhost:3000/api/auth/csrf')
        const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
        return { csrfToken: ((await response.json()) as { csrfToken: string }).csrfToken, cookie }
      },
      unique: (prefix) => `${prefix}${Date.now().toString(36)}${counter++}`,
    }
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('documents operations, each with a unique operationId', () => {
    expect(operations.length).toBeGreaterThan(0)
    const ids = operations.map((op) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has a valid call in tests/support/contract-calls.ts for every documented operation', () => {
    const missing = operations.map((op) => op.operationId).filter((id) => !(id in contractCalls))
    const stale = Object.keys(contractCalls).filter((id) => !operations.some((op) => op.operationId === id))
    expect({ missing, stale }).toEqual({ missing: [], stale: [] })
  })

  it('answers every documented operation called with valid input as documented', async () => {
    const failures: string[] = []
    for (const operation of operations) {
      const entry = contractCalls[operation.operationId]
      if (!entry) continue
      const call: ContractCall = await entry(context)
      const token =
        call.token === undefined ? (operation.auth === 'bearer' ? context.admin.accessToken : null) : call.token
      const answer = await send(operation, { ...call, token })
      const problems =
        answer.status === call.status
          ? problemsWith(operation, answer)
          : [`status ${answer.status}, expected ${call.status}`]
      if (problems.length)
        failures.push(`${operation.operationId}: ${problems.join('; ')} ${JSON.stringify(answer.body).slice(0, 300)}`)
    }
    expect(failures).toEqual([])
  })

  it('never answers bad input with a 5xx or an undocumented shape, and never changes stored data', async () => {
    // The valid calls above signed the admin out of some sessions; a fresh token for the bad input.
    const token = (await context.signIn()).accessToken
    const failures: string[] = []
    for (const operation of operations) {
      const before = await snapshot()
      try {
        await fc.assert(
          fc.asyncProperty(badInputArbitrary(operation), async ({ input, labels }) => {
            const answer = await send(operation, {
              params: input.path,
              query: input.query,
              body: bodyOf(input),
              headers: input.language ? { 'accept-language': input.language } : {},
              token: input.auth === 'valid' ? token : input.auth === 'garbage' ? 'garbage.token.value' : null,
            })
            const where = `${operation.operationId} [${labels.join(', ')}] → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`
            if (answer.status >= 500) throw new Error(`5xx: ${where}`)
            if (answer.status >= 400) {
              if (!isErrorShape(answer.body)) throw new Error(`not the error shape: ${where}`)
              if (input.language === 'en' && hangul.test(JSON.stringify(answer.body))) {
                throw new Error(`Korean in an English error: ${where}`)
              }
            } else {
              const problems = problemsWith(operation, answer)
              if (problems.length) throw new Error(`${problems.join('; ')}: ${where}`)
            }
          }),
          { numRuns, seed, endOnFailure: true },
        )
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error)
        const cause = text.split('\n').filter((line) => /^(Counterexample|Got error|Error)|→/.test(line.trim()))
        const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : ''
        failures.push(`${operation.operationId}: ${reason || cause.join('\n').slice(0, 1500)}`)
      }
      const after = await snapshot()
      const changed = Object.keys(before).filter((key) => before[key] !== after[key])
      if (changed.length) failures.push(`${operation.operationId}: bad input changed ${changed.join(', ')}`)
    }
    expect(failures).toEqual([])
  })
})

function bodyOf(input: Input): Record<string, unknown> | undefined {
  if (input.contents === undefined) return input.body
  return {
    ...input.body,
    contents: typeof input.contents === 'string' ? input.contents : JSON.stringify(input.contents),
  }
}
