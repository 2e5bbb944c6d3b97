import 'server-only'
import { z } from 'zod'
import { localizeErrorBody } from './english'
import {
  ApiError,
  errorBodySchema,
  errorMessages,
  errorResponse,
  fromDatabaseError,
  fromPayloadError,
  fromZodError,
} from './errors'
import { type ApiLanguage, preferredLanguage } from './language'

type RouteContext<P> = { params: Promise<P> }

/**
 * Wraps a route handler: known errors become their 4xx JSON, anything else a 500 with a generic
 * Korean message. The log line names the route and the error, never the URL's query string, which
 * may carry a password (`/signin?password=`). Error messages are Korean unless the request's
 * `Accept-Language` prefers English; the wrapper translates every error body, thrown or returned,
 * so each endpoint gets the rule without doing anything.
 */
export function apiRoute<P = Record<string, string>>(
  handler: (request: Request, context: RouteContext<P>) => Promise<Response>,
) {
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    const language = preferredLanguage(request.headers.get('accept-language'))
    let response: Response
    try {
      response = await handler(request, context)
    } catch (error) {
      response = errorResponse(toApiError(error, request))
    }
    return language === 'ko' ? response : localizeResponse(response, language)
  }
}

function toApiError(error: unknown, request: Request): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof z.ZodError) return fromZodError(error)
  const payloadError = fromPayloadError(error)
  if (payloadError) return payloadError
  const databaseError = fromDatabaseError(error)
  if (databaseError) return databaseError
  const path = new URL(request.url).pathname
  console.error(`[api] ${request.method} ${path} failed:`, error instanceof Error ? error.message : 'unknown error')
  return new ApiError(500, 'INTERNAL', errorMessages.internal)
}

/** An error response in the error shape, rewritten in `language`; every other response as it is. */
export async function localizeResponse(response: Response, language: ApiLanguage): Promise<Response> {
  if (language === 'ko' || response.status < 400) return response
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response
  const parsed = errorBodySchema.safeParse(
    await response
      .clone()
      .json()
      .catch(() => null),
  )
  if (!parsed.success) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-language', language)
  return Response.json(localizeErrorBody(parsed.data, response.status, language), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/** Reads a request's fields from the query string, a form (urlencoded or multipart) or a JSON body. */
export async function readFields(request: Request): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams)
  if (request.method === 'GET' || request.method === 'HEAD') return fields
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body = await request.json()
      if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(fields, body)
    } else if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await request.formData()
      for (const [key, value] of form) if (typeof value === 'string') fields[key] = value
    }
  } catch {
    throw new ApiError(400, 'INVALID_BODY', '요청 본문을 읽을 수 없습니다.')
  }
  return fields
}

/** The JSON of the multipart field `contents` (spec §7), validated by `schema`. */
export async function readContents<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const type = request.headers.get('content-type') ?? ''
  let raw: unknown
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData()
      const contents = form.get('contents')
      if (contents === null) throw new ApiError(400, 'INVALID_BODY', "'contents' 항목이 필요합니다.")
      raw = JSON.parse(typeof contents === 'string' ? contents : await contents.text())
    } else if (type.includes('application/json')) {
      const body = await request.json()
      raw = body && typeof body === 'object' && 'contents' in body ? (body as { contents: unknown }).contents : body
      if (typeof raw === 'string') raw = JSON.parse(raw)
    } else {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', "multipart/form-data 형식의 'contents' 항목으로 보내 주세요.")
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError(400, 'INVALID_BODY', "'contents' 항목이 올바른 JSON이 아닙니다.")
  }
  return schema.parse(raw)
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
