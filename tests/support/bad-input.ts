/**
 * Bad input for an OpenAPI operation, generated with fast-check from the operation's own
 * parameter and body schemas: wrong types, missing required fields, values outside an enum or a
 * range, huge strings, Unicode edge cases and injection strings. Used by the contract test.
 *
 * A multipart field whose description is a JSON schema (the spec's `contents` field) is generated
 * as that JSON, so the fields inside it are attacked too.
 */
import fc from 'fast-check'

// biome-ignore lint/suspicious/noExplicitAny: JSON schema fragments
export type JsonSchema = Record<string, any>
export type Where = 'path' | 'query' | 'body' | 'contents'
export type BodyEncoding = 'json' | 'form' | 'multipart'

export type Field = { where: Where; name: string; schema: JsonSchema; required: boolean }

export type DocumentedOperation = {
  operationId: string
  method: string
  path: string
  auth: 'bearer' | 'optional-bearer' | 'none'
  parameters: { name: string; in: string; required?: boolean; schema: JsonSchema }[]
  body?: { encoding: BodyEncoding; schema: JsonSchema }
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>
}

export type Input = {
  path: Record<string, string>
  query: Record<string, string>
  body?: Record<string, unknown>
  /** The decoded `contents` JSON, re-encoded when sent; a string replaces it as it is. */
  contents?: Record<string, unknown> | string
  auth: 'valid' | 'none' | 'garbage'
  /** `Accept-Language` of the request; English answers must hold no Korean. */
  language?: 'en' | 'ko'
}

const huge = 'ㄱa'.repeat(50_000)

/** Strings that broke real systems: control characters, broken UTF-16, direction marks, injections. */
export const nastyStrings = [
  huge,
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0308\u0323\u0334',
  '\ufeff\u200b',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '" OR 1=1; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '{{7*7}}${7*7}',
  '{"$gt":""}',
  '__proto__',
  'null',
  '-1',
  ' ',
  '',
]

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t: string) => t !== 'null')
  if (schema.type) return schema.type
  if (schema.enum) return typeof schema.enum[0] === 'number' ? 'number' : 'string'
  const branch = (schema.anyOf ?? schema.oneOf)?.find((s: JsonSchema) => s.type !== 'null')
  return branch ? typeOf(branch) : undefined
}

const inner = (schema: JsonSchema): JsonSchema =>
  (schema.anyOf ?? schema.oneOf)?.find((s: JsonSchema) => s.type !== 'null') ?? schema

const nonNullBranches = (schema: JsonSchema): JsonSchema[] =>
  ((schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined)?.filter((s) => s.type !== 'null') ?? []

const isUnion = (schema: JsonSchema): boolean =>
  nonNullBranches(schema).length > 1 || nonNullBranches(inner(schema)).length > 1

const nullable = (schema: JsonSchema) =>
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  Boolean((schema.anyOf ?? schema.oneOf)?.some((s: JsonSchema) => s.type === 'null'))

/** The JSON schema a multipart string field carries in its description, if it does. */
export function embeddedSchema(schema: JsonSchema): JsonSchema | null {
  if (typeof schema.description !== 'string' || !schema.description.startsWith('{')) return null
  try {
    const parsed = JSON.parse(schema.description)
    return parsed && parsed.type === 'object' ? parsed : null
  } catch {
    return null
  }
}

/** A plausible value, so that one mutation at a time is what the server sees as wrong. */
export function plausible(schema: JsonSchema): unknown {
  const s = inner(schema)
  if ('const' in s) return s.const
  if (s.enum) return s.enum[0]
  switch (typeOf(s)) {
    case 'integer':
    case 'number': {
      // Far beyond any row a test creates, so a write can never reach an existing record.
      const low = s.minimum ?? (s.exclusiveMinimum === undefined ? undefined : s.exclusiveMinimum + 1)
      const value = Math.min(987_654_321, s.maximum ?? 987_654_321)
      return low === undefined ? value : Math.max(low, value)
    }
    case 'boolean':
      return true
    case 'object':
      return Object.fromEntries((s.required ?? []).map((name: string) => [name, plausible(s.properties?.[name] ?? {})]))
    case 'array':
      return []
    default:
      if (s.pattern) return fc.sample(fc.stringMatching(new RegExp(s.pattern)), { numRuns: 1, seed: 7 })[0]
      return 'contract-check'.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? 100)
  }
}

/** Everything a request of `operation` is made of. */
export function fieldsOf(operation: DocumentedOperation): Field[] {
  const fields: Field[] = operation.parameters.map((p) => ({
    where: p.in as Where,
    name: p.name,
    schema: p.schema,
    required: p.in === 'path' || Boolean(p.required),
  }))
  const body = operation.body?.schema
  for (const [name, schema] of Object.entries((body?.properties ?? {}) as Record<string, JsonSchema>)) {
    const required = (body?.required ?? []).includes(name)
    const embedded = name === 'contents' ? embeddedSchema(schema) : null
    fields.push({ where: 'body', name, schema, required })
    if (!embedded) continue
    for (const [key, child] of Object.entries((embedded.properties ?? {}) as Record<string, JsonSchema>)) {
      fields.push({ where: 'contents', name: key, schema: child, required: (embedded.required ?? []).includes(key) })
    }
  }
  return fields
}

export function baseline(operation: DocumentedOperation, fields: Field[]): Input {
  const input: Input = { path: {}, query: {}, auth: 'valid' }
  if (operation.body) input.body = {}
  for (const field of fields) {
    if (!field.required) continue
    if (field.where === 'contents') {
      input.contents ??= {}
      ;(input.contents as Record<string, unknown>)[field.name] = plausible(field.schema)
    } else if (field.where === 'body') {
      const embedded = field.name === 'contents' ? embeddedSchema(field.schema) : null
      if (embedded) input.contents ??= {}
      else (input.body as Record<string, unknown>)[field.name] = plausible(field.schema)
    } else {
      input[field.where][field.name] = String(plausible(field.schema))
    }
  }
  return input
}

export type Mutation = { field: Field; missing?: true; value?: unknown; breaking: boolean; label: string }

const stringTransport = (field: Field) =>
  field.where === 'path' || field.where === 'query' || (field.where === 'body' && field.name !== 'contents')

/** Values of the wrong type or outside the documented range: the server must refuse them. */
function wrongValues(field: Field, encoding: BodyEncoding | undefined): unknown[] {
  // A field that takes several shapes (text or a list of paragraphs) has no single "wrong type": an array may be
  // exactly what it accepts. Only its absence, where required, is certainly wrong.
  if (isUnion(field.schema)) return []
  const s = inner(field.schema)
  const type = typeOf(s)
  const asText = stringTransport(field) && (field.where !== 'body' || encoding !== 'json')
  const values: unknown[] = []
  if (s.enum) values.push('not-an-option', '§')
  if (type === 'integer' || type === 'number') {
    values.push('abc', '12abc', 'NaN', '1e400')
    if (type === 'integer') values.push('1.5')
    if (!asText) values.push({ n: 1 }, 'ten')
  }
  if (s.pattern) values.push('2024-13-45T99', 'yesterday')
  if (typeof s.maxLength === 'number') values.push('가'.repeat(s.maxLength + 1))
  if (typeof s.minLength === 'number' && s.minLength > 0 && asText) values.push('')
  if (!asText && type === 'string') values.push(12345, { nested: ['x'] }, ['a', 'b'], false)
  if (!asText && type === 'boolean') values.push('maybe')
  if (!asText && !nullable(field.schema)) values.push(null)
  return values
}

/** Mutations that make the request invalid, and ones that only make it strange. */
export function mutationArbitraries(fields: Field[], encoding: BodyEncoding | undefined) {
  const breaking: fc.Arbitrary<Mutation>[] = []
  const any: fc.Arbitrary<Mutation>[] = []
  for (const field of fields) {
    const id = `${field.where}.${field.name}`
    if (field.required) {
      const missing = fc.constant<Mutation>({ field, missing: true, breaking: true, label: `${id} missing` })
      breaking.push(missing)
      any.push(missing)
    }
    const wrong = wrongValues(field, encoding)
    if (wrong.length) {
      const arb = fc.constantFrom(...wrong).map<Mutation>((value) => ({
        field,
        value,
        breaking: true,
        label: `${id} = wrong ${JSON.stringify(value)?.slice(0, 40)}`,
      }))
      breaking.push(arb)
      any.push(arb)
    }
    if (field.where === 'body' && embeddedSchema(field.schema)) {
      // The JSON field itself, broken: not JSON, not an object.
      const arb = fc
        .constantFrom('not json', '[1,2]', '"text"', '{"unterminated": ', ...nastyStrings.slice(0, 6))
        .map<Mutation>((value) => ({
          field,
          value,
          breaking: true,
          label: `${id} = ${JSON.stringify(value).slice(0, 40)}`,
        }))
      breaking.push(arb)
      any.push(arb)
      continue
    }
    const type = typeOf(inner(field.schema))
    if (type === 'string' || stringTransport(field)) {
      any.push(
        fc
          .oneof(
            fc.constantFrom(...nastyStrings),
            fc.string({ unit: 'binary', maxLength: 40 }),
            fc.string({ unit: 'grapheme', maxLength: 20 }),
          )
          .map<Mutation>((value) => ({
            field,
            value,
            breaking: false,
            label: `${id} = ${JSON.stringify(value).slice(0, 40)}`,
          })),
      )
    }
  }
  return { breaking, any }
}

export function applyMutations(base: Input, mutations: Mutation[]): Input {
  const input: Input = structuredClone(base)
  for (const { field, missing, value } of mutations) {
    if (field.where === 'contents') {
      if (typeof input.contents !== 'object' || input.contents === null) continue
      if (missing) delete input.contents[field.name]
      else input.contents[field.name] = value
    } else if (field.where === 'body') {
      if (field.name === 'contents' && embeddedSchema(field.schema)) {
        if (missing) input.contents = undefined
        else input.contents = String(value)
        continue
      }
      input.body ??= {}
      if (missing) delete input.body[field.name]
      else input.body[field.name] = value
    } else if (missing) {
      delete input[field.where][field.name]
    } else {
      input[field.where][field.name] = typeof value === 'string' ? value : JSON.stringify(value)
    }
  }
  return input
}

/**
 * Cases for one operation. Writes always carry at least one breaking mutation (or a missing or
 * forged token), so no case can be a valid write; reads may also be merely strange.
 */
export function badInputArbitrary(operation: DocumentedOperation) {
  const fields = fieldsOf(operation)
  const base = baseline(operation, fields)
  const { breaking, any } = mutationArbitraries(fields, operation.body?.encoding)
  const write = operation.method !== 'get'
  // A write with nothing to break (sign-out) is only bad input without a genuine token.
  const auth =
    operation.auth === 'none'
      ? fc.constant<Input['auth']>('valid')
      : write && !breaking.length
        ? fc.constantFrom<Input['auth']>('none', 'garbage')
        : fc.constantFrom<Input['auth']>('valid', 'valid', 'valid', 'valid', 'none', 'garbage')
  const extras = any.length ? fc.array(fc.oneof(...any), { maxLength: 2 }) : fc.constant<Mutation[]>([])
  const mutations =
    write && breaking.length
      ? // The breaking mutation goes last: a strange value for the same field must not mend it again.
        fc.tuple(fc.oneof(...breaking), extras).map(([breaker, rest]) => [...rest, breaker])
      : any.length
        ? fc.array(fc.oneof(...any), { minLength: 1, maxLength: 3 })
        : fc.constant<Mutation[]>([])
  // Unknown extra query keys must be ignored or refused, never trusted.
  const extraQuery = fc.option(
    fc.record({
      key: fc.constantFrom('where[id][equals]', 'sort', 'depth', 'limit'),
      value: fc.constantFrom('1', '-1', '999999', nastyStrings[10] as string),
    }),
    { nil: undefined },
  )
  const language = fc.constantFrom<Input['language']>(undefined, 'en', 'ko')
  return fc.record({ mutations, auth, extraQuery, language }).map(({ mutations, auth, extraQuery, language }) => {
    const input = applyMutations(base, mutations)
    input.auth = auth
    input.language = language
    if (extraQuery && !(extraQuery.key in input.query)) input.query[extraQuery.key] = extraQuery.value
    return {
      input,
      labels: [...mutations.map((m) => m.label), `auth ${auth}`, ...(extraQuery ? [`extra ${extraQuery.key}`] : [])],
    }
  })
}
