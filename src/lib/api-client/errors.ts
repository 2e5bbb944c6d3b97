/** One error detail as the API sends it (`details[]` of the error shape). */
export type ApiErrorDetail = { path: string; message: string }

/**
 * Every failure of the client: an error answer of the API (`status`, `code`, `message`,
 * `details` from `{ error: { … } }`), a call refused before it was sent (no token: 401
 * `UNAUTHORIZED`, `sent: false`) or a network failure (`status` 0, `NETWORK_ERROR`).
 */
export class ApiClientError extends Error {
  readonly status: number
  readonly code: string
  readonly details: ApiErrorDetail[]
  /** Seconds the server asked to wait (`Retry-After`), when it said. */
  readonly retryAfterSeconds: number | undefined
  /** `false` when the client refused the call without sending it. */
  readonly sent: boolean

  constructor(init: {
    status: number
    code: string
    message: string
    details?: ApiErrorDetail[]
    retryAfterSeconds?: number
    sent?: boolean
    cause?: unknown
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.name = 'ApiClientError'
    this.status = init.status
    this.code = init.code
    this.details = init.details ?? []
    this.retryAfterSeconds = init.retryAfterSeconds
    this.sent = init.sent ?? true
  }
}

export const clientMessages = {
  ko: {
    signInAgain: '다시 로그인 해주세요.',
    network: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    failed: (status: number) => `요청을 처리하지 못했습니다. (${status})`,
  },
  en: {
    signInAgain: 'Please sign in again.',
    network: 'The server could not be reached. Please try again later.',
    failed: (status: number) => `The request failed (${status}).`,
  },
} as const
