import { ApiClientError, type ApiErrorDetail, clientMessages } from './errors'
import type { TokenStore } from './token-store'

/**
 * The fetch-based core of the API client (spec §7 "general client behaviour"). Browser- and
 * Node-safe: it touches nothing but `fetch`, `URL`, `FormData` and the token store it is given.
 *
 * - Bodies of PATCH, POST, PUT and DELETE are JSON; `contents` sends the spec's multipart field
 *   and `form` a form-encoded body, for the calls whose server expects those.
 * - Calls of the methods without a body (GET, HEAD, OPTIONS) are retried once on 408, 409, 425,
 *   429, 500, 502, 503 and 504, after `Retry-After` when the server sends one (unless it asks for
 *   longer than `maxRetryDelayMs`, then the error is returned at once). The body methods (POST,
 *   PUT, PATCH, DELETE) are never retried, even without a body: the first attempt may have taken
 *   effect.
 * - Authenticated calls carry `Authorization: Bearer <token>` from the token store; without a
 *   token the call is not made and "다시 로그인 해주세요." is thrown.
 */
export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type AuthMode = 'bearer' | 'optional-bearer' | 'none'
type QueryScalar = string | number | boolean | null | undefined
export type QueryValues = Record<string, QueryScalar | readonly QueryScalar[]>

export type RequestOptions = {
  /** Defaults to GET. */
  method?: HttpMethod
  /** Values for `{name}` placeholders of the path. */
  params?: Record<string, string | number>
  /** `undefined` leaves a key out; `null` sends it empty (the server reads that as "no filter"). */
  query?: QueryValues
  /** Sent as JSON. */
  body?: unknown
  /** Sent as multipart/form-data with one field `contents` holding this value as JSON (spec §7). */
  contents?: unknown
  /** Sent form-encoded (the auth handler's calls). */
  form?: Record<string, string>
  /** Sent as it is (file uploads). */
  formData?: FormData
  /** Defaults to `bearer`, like the spec's authenticated helper. */
  auth?: AuthMode
  headers?: Record<string, string>
  signal?: AbortSignal
}

export type Language = 'ko' | 'en'

export type ApiClientOptions = {
  /** Origin (and optional prefix) of the API; empty for the page's own origin. */
  baseUrl?: string
  fetch?: typeof fetch
  tokenStore?: TokenStore
  /** Language of error messages, sent as `Accept-Language`; Korean by default. */
  language?: Language
  /** Longest `Retry-After` the client waits for before its one retry (ms, default 5000). */
  maxRetryDelayMs?: number
  /** Wait before a retry when the server gives no `Retry-After` (ms, default 300). */
  retryDelayMs?: number
  /** How the client waits between attempts; replaceable for schedulers and tests. */
  wait?: (ms: number) => Promise<void>
  credentials?: RequestCredentials
  headers?: Record<string, string>
}

export const retryStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const bodyMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** How many attempts a call gets: two for GET, HEAD and OPTIONS, one for the body methods. */
export function attemptsFor(method: string): number {
  return bodyMethods.has(method.toUpperCase()) ? 1 : 2
}

/** `Retry-After` as seconds: a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim())
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

export function expandPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export class ApiHttpClient {
  protected readonly options: ApiClientOptions
  readonly language: Language

  constructor(options: ApiClientOptions = {}) {
    this.options = options
    this.language = options.language ?? 'ko'
  }

  get tokenStore(): TokenStore | undefined {
    return this.options.tokenStore
  }

  /** Calls `path` and returns its parsed JSON (or text; `undefined` for an empty answer). */
  async request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = (options.method ?? 'GET').toUpperCase() as HttpMethod
    const headers = new Headers(this.options.headers)
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
    headers.set('Accept', 'application/json')
    headers.set('Accept-Language', this.language)

    const auth = options.auth ?? 'bearer'
    if (auth !== 'none') {
      const token = await this.options.tokenStore?.getAccessToken()
      if (token) headers.set('Authorization', `Bearer ${token}`)
      else if (auth === 'bearer') {
        throw new ApiClientError({
          status: 401,
          code: 'UNAUTHORIZED',
          message: clientMessages[this.language].signInAgain,
          sent: false,
        })
      }
    }

    const body = this.encodeBody(method, options, headers)
    const url = this.url(expandPath(path, options.params), options.query)
    const attempts = attemptsFor(method)
    for (let attempt = 1; ; attempt++) {
      const response = await this.send(url, { method, headers, body, signal: options.signal })
      if (response.ok) return (await readBody(response)) as T
      const error = await this.toError(response)
      if (attempt >= attempts || !retryStatuses.has(response.status)) throw error
      const delay =
        error.retryAfterSeconds === undefined ? (this.options.retryDelayMs ?? 300) : error.retryAfterSeconds * 1000
      // A server that asks for a long pause will not be ready after a short one; report instead of hanging.
      if (delay > (this.options.maxRetryDelayMs ?? 5000)) throw error
      await (this.options.wait ?? defaultWait)(delay)
    }
  }

  private url(path: string, query: QueryValues | undefined): string {
    const base = (this.options.baseUrl ?? '').replace(/\/$/, '')
    const search = new URLSearchParams()
    for (const [key, raw] of Object.entries(query ?? {})) {
      for (const value of Array.isArray(raw) ? raw : [raw]) {
        if (value !== undefined) search.append(key, value === null ? '' : String(value))
      }
    }
    const qs = search.toString()
    return `${base}${path}${qs ? `?${qs}` : ''}`
  }

  private encodeBody(method: HttpMethod, options: RequestOptions, headers: Headers): BodyInit | undefined {
    const given = [options.body, options.contents, options.form, options.formData].filter((v) => v !== undefined)
    if (given.length === 0) return undefined
    if (given.length > 1) throw new TypeError('Pass one of body, contents, form or formData')
    if (!bodyMethods.has(method)) throw new TypeError(`${method} requests cannot have a body`)
    if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      return JSON.stringify(options.body)
    }
    if (options.contents !== undefined) {
      const form = new FormData()
      form.set('contents', typeof options.contents === 'string' ? options.contents : JSON.stringify(options.contents))
      return form
    }
    if (options.form !== undefined) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded')
      return new URLSearchParams(options.form)
    }
    return options.formData
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    const fetcher = this.options.fetch ?? globalThis.fetch
    try {
      return await fetcher(url, { ...init, credentials: this.options.credentials })
    } catch (error) {
      if (init.signal?.aborted) throw error
      throw new ApiClientError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: clientMessages[this.language].network,
        cause: error,
      })
    }
  }

  private async toError(response: Response): Promise<ApiClientError> {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'))
    const data = await readBody(response).catch(() => undefined)
    const error = (data as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)?.error
    if (error && typeof error.code === 'string' && typeof error.message === 'string') {
      return new ApiClientError({
        status: response.status,
        code: error.code,
        message: error.message,
        details: Array.isArray(error.details) ? (error.details as ApiErrorDetail[]) : [],
        retryAfterSeconds,
      })
    }
    return new ApiClientError({
      status: response.status,
      code: `HTTP_${response.status}`,
      message: clientMessages[this.language].failed(response.status),
      retryAfterSeconds,
    })
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  if ((response.headers.get('content-type') ?? '').includes('json')) return JSON.parse(text)
  return text
}
