import { type CatalogueEntry, catalogueFromOpenApi, type OpenApiLike, type OperationCatalogue } from './catalogue'
import { type ApiClientOptions, ApiHttpClient, type QueryValues, type RequestOptions } from './client'
import { ApiClientError } from './errors'
import {
  type CheckIdResult,
  type CreateUserInput,
  type DeleteUserResult,
  type ListUsersQuery,
  type SignInInput,
  type SignOutResult,
  type TokenPairResult,
  typedOperations,
  type UpdateKind,
  type UpdateUserInput,
  type UserList,
  type UserView,
  type ValidatePassResult,
} from './typed'

export type { BodyEncoding, CatalogueEntry, OpenApiLike, OperationCatalogue } from './catalogue'
export { catalogueFromOpenApi } from './catalogue'
export type { ApiClientOptions, AuthMode, HttpMethod, Language, QueryValues, RequestOptions } from './client'
export { attemptsFor, parseRetryAfter, retryStatuses } from './client'
export type { ApiErrorDetail } from './errors'
export { ApiClientError } from './errors'
export type { TokenPair, TokenStore } from './token-store'
export { cookieTokenStore, memoryTokenStore, userTokenCookieName } from './token-store'
export * from './typed'

/** Input of `call()`: path parameters, query and body as the document describes them. */
export type CallInput = {
  params?: Record<string, string | number>
  query?: QueryValues
  /** JSON for JSON operations, the fields for form and multipart ones (objects become JSON). */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

export type CreateApiClientOptions = ApiClientOptions & {
  /**
   * The operations `call()` knows: an OpenAPI document, a catalogue, or nothing to load
   * `/api/v1/openapi.json` from the server on the first `call()`.
   */
  operations?: OpenApiLike | OperationCatalogue
}

/** The typed client of the staff API. See docs/api.md "Typed client". */
export class ApiClient extends ApiHttpClient {
  private catalogue: Promise<OperationCatalogue> | undefined

  constructor(options: CreateApiClientOptions = {}) {
    super(options)
    const given = options.operations
    if (given) this.catalogue = Promise.resolve('paths' in given ? catalogueFromOpenApi(given as OpenApiLike) : given)
  }

  /** Any documented operation by its operationId, encoded the way the document says. */
  async call<T = unknown>(operationId: string, input: CallInput = {}): Promise<T> {
    this.catalogue ??= this.request<OpenApiLike>('/api/v1/openapi.json', { auth: 'none' })
      .then(catalogueFromOpenApi)
      .catch((error: unknown) => {
        this.catalogue = undefined
        throw error
      })
    const entry = (await this.catalogue)[operationId]
    if (!entry) throw new TypeError(`Unknown operation "${operationId}"`)
    return this.invoke<T>(entry, input)
  }

  private invoke<T>(entry: CatalogueEntry, input: CallInput): Promise<T> {
    const options: RequestOptions = {
      method: entry.method,
      auth: entry.auth,
      params: input.params,
      query: input.query,
      headers: input.headers,
      signal: input.signal,
    }
    if (input.body !== undefined) {
      if (entry.body === 'form') options.form = stringFields(input.body)
      else if (entry.body === 'multipart') options.formData = formData(input.body)
      else options.body = input.body
    }
    return this.request<T>(entry.path, options)
  }

  // Sign-in calls (spec §7). The tokens go to the token store.

  async signIn(input: SignInInput): Promise<TokenPairResult> {
    // The spec sends the credentials in the query string; the server takes a JSON body as well, which keeps the
    // password out of URLs and logs.
    const tokens = await this.invoke<TokenPairResult>(typedOperations.signIn, { body: input })
    await this.tokenStore?.setTokens?.(tokens)
    return tokens
  }

  async refresh(refreshToken?: string): Promise<TokenPairResult> {
    const token = refreshToken ?? (await this.tokenStore?.getRefreshToken?.())
    if (!token) throw signInAgain(this.language)
    const tokens = await this.invoke<TokenPairResult>(typedOperations.refreshToken, { body: { refreshToken: token } })
    await this.tokenStore?.setTokens?.(tokens)
    return tokens
  }

  async signOut(): Promise<SignOutResult> {
    const refreshToken = (await this.tokenStore?.getRefreshToken?.()) ?? undefined
    try {
      return await this.invoke<SignOutResult>(typedOperations.signOut, {
        body: refreshToken ? { refreshToken } : undefined,
      })
    } finally {
      await this.tokenStore?.clear?.()
    }
  }

  // Admin accounts (spec §7). Bodies go as JSON, which the server reads like the multipart `contents`.

  readonly users = {
    list: (query: ListUsersQuery = {}) => this.invoke<UserList>(typedOperations.listUsers, { query }),
    get: (userSeq: number) => this.invoke<UserView>(typedOperations.getUser, { params: { id: userSeq } }),
    create: (input: CreateUserInput) =>
      this.request<UserView>(typedOperations.createUser.path, { method: 'POST', body: input }),
    update: (userSeq: number, updateKind: UpdateKind, input: UpdateUserInput) =>
      this.request<UserView>(typedOperations.updateUser.path, {
        method: 'PUT',
        params: { id: userSeq },
        query: { updateKind },
        body: input,
      }),
    remove: (userSeq: number) => this.invoke<DeleteUserResult>(typedOperations.deleteUser, { query: { userSeq } }),
    checkId: (userId: string) => this.invoke<CheckIdResult>(typedOperations.checkUserId, { query: { userId } }),
    validatePassword: (userSeq: number, userPassword: string) =>
      this.invoke<ValidatePassResult>(typedOperations.validatePassword, {
        params: { id: userSeq },
        query: { userPassword },
      }),
  }
}

function signInAgain(language: 'ko' | 'en') {
  return new ApiClientError({
    status: 401,
    code: 'UNAUTHORIZED',
    message: language === 'en' ? 'Please sign in again.' : '다시 로그인 해주세요.',
    sent: false,
  })
}

function stringFields(body: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  )
}

function formData(body: unknown): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue
    if (typeof Blob !== 'undefined' && value instanceof Blob) form.append(key, value)
    else form.append(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  return form
}

export function createApiClient(options: CreateApiClientOptions = {}): ApiClient {
  return new ApiClient(options)
}
