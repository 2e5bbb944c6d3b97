import { z } from 'zod'

/**
 * The one error shape of our JSON APIs: `{ error: { code, message, details? } }`, with a Korean
 * message a person can act on. Domain code throws `ApiError`; the route wrapper turns it, zod
 * errors and Payload validation errors into this shape and never lets a stack trace out.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
export type ErrorDetail = { path: string; message: string }

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: ErrorDetail[],
    public readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const errorMessages = {
  signInAgain: '다시 로그인 해주세요.',
  forbidden: '이 작업을 할 권한이 없습니다.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  invalidInput: '입력값을 확인해 주세요.',
  internal: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  methodNotAllowed: '지원하지 않는 요청 방식입니다.',
  unusableCharacter: '입력값에 쓸 수 없는 문자(NUL)가 들어 있습니다.',
  tooManyRequests: (seconds: number) =>
    `요청이 너무 많습니다. ${Math.max(1, Math.ceil(seconds / 60))}분 후에 다시 시도해 주세요.`,
} as const

export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', errorMessages.signInAgain)
export const forbidden = (message: string = errorMessages.forbidden) => new ApiError(403, 'FORBIDDEN', message)
export const notFound = (message: string = errorMessages.notFound) => new ApiError(404, 'NOT_FOUND', message)
export const badRequest = (message: string = errorMessages.invalidInput, details?: ErrorDetail[]) =>
  new ApiError(400, 'INVALID_INPUT', message, details)
export const conflict = (message: string, details?: ErrorDetail[]) => new ApiError(409, 'CONFLICT', message, details)
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'TOO_MANY_REQUESTS', errorMessages.tooManyRequests(retryAfterSeconds), undefined, {
    'Retry-After': String(retryAfterSeconds),
  })

export function errorResponse(error: ApiError): Response {
  const body: ErrorBody = {
    error: { code: error.code, message: error.message, ...(error.details?.length ? { details: error.details } : {}) },
  }
  return Response.json(body, { status: error.status, headers: { 'Cache-Control': 'no-store', ...error.headers } })
}

/** zod issues as details; the first message leads, so a client that shows one line shows the right one. */
export function fromZodError(error: z.ZodError): ApiError {
  const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  return badRequest(details[0]?.message ?? errorMessages.invalidInput, details)
}

type PayloadLikeError = {
  name?: string
  status?: number
  message?: string
  isPublic?: boolean
  data?: { errors?: { path?: string; message?: string }[] }
}

/** Payload's own errors (validation, locked, forbidden) carry a status and, when public, a message. */
export function fromPayloadError(error: unknown): ApiError | null {
  const e = error as PayloadLikeError
  if (!e || typeof e !== 'object' || typeof e.status !== 'number') return null
  if (e.name === 'ValidationError' && e.data?.errors?.length) {
    const details = e.data.errors.map((d) => ({ path: d.path ?? '', message: d.message ?? errorMessages.invalidInput }))
    return badRequest(details[0]?.message ?? errorMessages.invalidInput, details)
  }
  if (e.status === 403 || e.name === 'Forbidden') return forbidden(e.isPublic && e.message ? e.message : undefined)
  if (e.status === 404 || e.name === 'NotFound') return notFound()
  if (e.status >= 400 && e.status < 500) {
    return new ApiError(e.status, 'REQUEST_REFUSED', e.isPublic && e.message ? e.message : errorMessages.invalidInput)
  }
  return null
}

const rejectionCodes: Record<number, string> = {
  400: 'INVALID_INPUT',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
}

/**
 * A domain refusal (`{ ok: false, status, message, fieldErrors }`, as the Q&A and newsletter services return
 * them for the site's forms) as the API's error, field errors becoming `details`.
 */
export function fromRejection(rejection: {
  status: number
  message: string
  code?: string
  fieldErrors?: Partial<Record<string, string>>
  retryAfterSeconds?: number
}): ApiError {
  const details = Object.entries(rejection.fieldErrors ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([path, message]) => ({ path, message }))
  const headers = rejection.retryAfterSeconds ? { 'Retry-After': String(rejection.retryAfterSeconds) } : undefined
  return new ApiError(
    rejection.status,
    rejection.code ?? rejectionCodes[rejection.status] ?? 'REQUEST_REFUSED',
    rejection.message,
    details,
    headers,
  )
}

/**
 * PostgreSQL refuses text holding a NUL character (SQLSTATE 22021, or 22P05 inside JSON); SQLite stores it. Such a
 * value is bad input, not a server fault: a 400, and the failed statement's transaction is rolled back.
 */
export function fromDatabaseError(error: unknown): ApiError | null {
  for (let e = error as { code?: unknown; cause?: unknown } | null, depth = 0; e && depth < 5; depth++) {
    if (e.code === '22021' || e.code === '22P05') return badRequest(errorMessages.unusableCharacter)
    e = e.cause as typeof e
  }
  return null
}
