/**
 * The one place that reads `process.env`. Everything else imports `env` from here, so a
 * misconfiguration stops start-up with a message that names the variable instead of failing
 * later in a request.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'

/**
 * Parses the comma-separated list. Each entry must be an exact origin (`scheme://host[:port]`,
 * no path, no wildcard); returns the problems instead of throwing so env validation can name them.
 */
// Lives here, not in cors.ts: server.mjs loads this file directly, so it must not import our own modules.
export function parseAllowedOrigins(value: string | undefined): { origins: string[]; problems: string[] } {
  const origins: string[] = []
  const problems: string[] = []
  for (const entry of (value ?? '').split(',').map((s) => s.trim())) {
    if (!entry) continue
    if (entry.includes('*')) {
      problems.push(`"${entry}": wildcards are not allowed; list exact origins`)
      continue
    }
    let url: URL
    try {
      url = new URL(entry)
    } catch {
      problems.push(`"${entry}" is not an origin such as https://app.example.org`)
      continue
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
    // Hosts are compared as browsers send them: lower case, international names in punycode.
    if (
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      !bare ||
      entry.endsWith('?') ||
      entry.endsWith('#')
    ) {
      problems.push(`"${entry}" must be an exact origin (scheme, host and optional port, no path)`)
      continue
    }
    if (!origins.includes(url.origin)) origins.push(url.origin)
  }
  return { origins, problems }
}

/**
 * Parses METRICS_ALLOW: comma-separated IPv4/IPv6 addresses and CIDR ranges, or `none` (the token alone lets a
 * scraper in). Empty means loopback only. Here, not in metrics.ts, for the same reason as `parseAllowedOrigins`.
 */
export function parseMetricsAllow(value: string | undefined): { entries: string[]; problems: string[] } {
  const entries: string[] = []
  const problems: string[] = []
  for (const entry of (value ?? '').split(',').map((s) => s.trim())) {
    if (!entry) continue
    if (entry === 'none') {
      entries.push(entry)
      continue
    }
    const [address = '', prefix, extra] = entry.split('/')
    const version = isIP(address)
    const bits = version === 6 ? 128 : 32
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits)
    if (!version || !prefixOk || extra !== undefined) {
      problems.push(`"${entry}" is not an IP address or CIDR range such as 10.0.0.0/8`)
      continue
    }
    entries.push(entry)
  }
  if (entries.includes('none') && entries.length > 1) problems.push('"none" cannot be combined with addresses')
  return { entries, problems }
}

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1')

export const localeStrategies = ['prefix', 'prefix_except_default', 'prefix_and_default', 'no_prefix'] as const

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^(postgres|postgresql):\/\/.+/.test(v) || /^file:.+/.test(v), {
      message: 'must be a postgres:// URL or a file: path to an SQLite database',
    }),
  PAYLOAD_SECRET: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 32, { message: 'must be at least 32 characters long' }),
  ADMIN_USER_ID: z
    .string()
    .trim()
    .regex(/^[a-zA-Z][a-zA-Z0-9._-]{2,29}$/, {
      message: 'must be 3–30 characters: letters, digits, dot, underscore or hyphen, starting with a letter',
    })
    .default('admin'),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  SMTP_SECURE: booleanFlag,
  MAIL_FROM: z.string().default('녹색기후기술원 <no-reply@localhost>'),
  LOCALE_STRATEGY: z.enum(localeStrategies).default('prefix_except_default'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUSTED_PROXY: optionalString,
  MAP_EMBED_URL: optionalString.pipe(z.url({ protocol: /^https$/ }).optional()),
  /**
   * Server processes serving the port (server.mjs, src/lib/cluster.ts); unset, one per core this process may use.
   * Each holds its own page cache and Next, up to 512 MB (docs/deployment.md).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** The in-memory cache of anonymous public pages in front of Next (server.mjs). */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Memory the page cache may hold per process; the most-read pages fit in a few MB, so more only adds RSS. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /**
   * A measuring aid for `npm run bench`: each response says how many database statements it ran (`x-db-queries`,
   * `x-db-time-ms`, src/lib/db-query-count.ts). It holds every response back until it is complete, so leave it off.
   */
  DB_QUERY_COUNT: z.enum(['on', 'off']).default('off'),
  /** Board and Q&A searches per visitor address per minute; 0 turns the limit off (benchmarks). */
  SEARCH_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(60),
  /**
   * Staff sign-in attempts per client address per 15 minutes, across all accounts. Raise it when a whole office signs
   * in from one address (or for the browser tests, which sign in from one address all the time).
   */
  SIGNIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * 진위확인 checks per client address per minute and per day. The day's limit is ten times the minute's, so an
   * office checking a stack of certificates gets through it, and a script trying numbers stays slow.
   */
  CERTIFICATE_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Set only by the test runner: lets browser tests solve the captcha instantly. Ignored in production. */
  TEST_MODE: booleanFlag,
  /** How long Q&A posts keep the asker's personal data (days); 3 years by default, as the consent text says. */
  QNA_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(1095),
  /** Days the 삭제 게시물 기록대장 keeps a deleted post's record and snapshot (1 year by default); then deleted nightly. */
  DELETED_POST_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Days the daily 접속자 통계 counts are kept (2 years by default); older days are deleted nightly. */
  VISITOR_STATS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  /**
   * Whether this process runs the job queues (nightly retention, newsletter sending). With several server processes
   * on one database exactly one keeps `on`; the others set `off` and only queue jobs for it.
   */
  JOBS_AUTORUN: z.enum(['on', 'off']).default('on'),
  /** Who may read /metrics (docs/deployment.md "Metrics and traces"): addresses/CIDR ranges; unset, loopback only. */
  METRICS_ALLOW: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      for (const problem of parseMetricsAllow(value).problems) ctx.addIssue({ code: 'custom', message: problem })
    })
    .transform((value) => parseMetricsAllow(value).entries),
  /** A scraper sending `Authorization: Bearer <METRICS_TOKEN>` may read /metrics from any address. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(24, { message: 'must be at least 24 characters long' }).optional()),
  /** Where traces go (OTLP over HTTP, e.g. http://collector:4318); unset, tracing is not loaded at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('green-institute-web'),
  /** Exact origins (comma-separated) whose pages may call /api/v1 and /api/auth; empty means CORS is off. */
  CORS_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      for (const problem of parseAllowedOrigins(value).problems) ctx.addIssue({ code: 'custom', message: problem })
    })
    .transform((value) => parseAllowedOrigins(value).origins),
  /** S3-compatible object storage for uploads (src/modules/files/object-storage.ts); unset keeps them in DATA_DIR. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Addresses objects as `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO, s3rver, most self-hosted). */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** A folder inside the bucket for this site's objects, so one bucket can serve several sites. */
  S3_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/, {
        message: 'must be folder names (letters, digits, dot, underscore, hyphen) separated by /',
      })
      .refine((v) => !v.split('/').some((part) => part === '.' || part === '..'), {
        message: 'must not contain . or ..',
      })
      .optional(),
  ),
})

/** Where uploads go when object storage is configured; null keeps them on the local disk under DATA_DIR. */
export type ObjectStorageSettings = {
  bucket: string
  endpoint?: string
  region: string
  credentials?: { accessKeyId: string; secretAccessKey: string }
  forcePathStyle: boolean
  prefix: string
} | null

export type Env = z.infer<typeof schema> & {
  databaseUrl: string
  databaseDialect: 'sqlite' | 'postgres'
  payloadSecret: string
  siteUrl: string
  dataDir: string
  objectStorage: ObjectStorageSettings
}

export class EnvError extends Error {
  readonly issues: string[]
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`)
    this.name = 'EnvError'
    this.issues = issues
  }
}

/** Parses an environment object. Pure apart from the secret file, so tests can call it with any input. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`))
  }
  const parsed = result.data
  const siteUrl = (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '')
  // TEST_MODE lets the captcha pass unsolved; a site reachable from outside must never run with it.
  if (parsed.TEST_MODE && !isLoopbackUrl(siteUrl)) {
    throw new EnvError([`TEST_MODE: only allowed when SITE_URL points at this machine (got ${siteUrl})`])
  }
  const dataDir = path.resolve(parsed.DATA_DIR)
  const databaseUrl = parsed.DATABASE_URL || `file:${path.join(dataDir, 'site.db')}`
  const databaseDialect = /^postgres(ql)?:/.test(databaseUrl) ? 'postgres' : 'sqlite'
  const payloadSecret = parsed.PAYLOAD_SECRET ?? secretFromDataDir(dataDir, parsed.NODE_ENV)
  return {
    ...parsed,
    objectStorage: objectStorageSettings(parsed),
    dataDir,
    databaseUrl,
    databaseDialect,
    payloadSecret,
    siteUrl,
  }
}

/**
 * The S3 settings as one value: all of them need S3_BUCKET, and keys come in pairs (both unset means the SDK's own
 * credential chain: an instance role, AWS_PROFILE, …).
 */
function objectStorageSettings(parsed: z.infer<typeof schema>): ObjectStorageSettings {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX } =
    parsed
  if (!S3_BUCKET) {
    const stray = Object.entries({ S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PREFIX })
      .filter(([, value]) => value !== undefined)
      .map(([name]) => name)
    if (stray.length || S3_FORCE_PATH_STYLE) {
      throw new EnvError([`S3_BUCKET: required when ${stray.join(', ') || 'S3_FORCE_PATH_STYLE'} is set`])
    }
    return null
  }
  if (Boolean(S3_ACCESS_KEY_ID) !== Boolean(S3_SECRET_ACCESS_KEY)) {
    throw new EnvError([
      `${S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: set both S3 keys, or neither to use the SDK's credential chain`,
    ])
  }
  return {
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT,
    // Most S3-compatible servers ignore the region but the SDK insists on one.
    region: S3_REGION ?? 'us-east-1',
    credentials:
      S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: S3_FORCE_PATH_STYLE,
    prefix: S3_PREFIX ?? '',
  }
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/**
 * Without PAYLOAD_SECRET we keep a generated one in the data directory, so a fresh machine starts
 * without a known default secret and sessions survive restarts. Outside production (builds, tests)
 * an in-memory secret is fine when the file cannot be written.
 */
function secretFromDataDir(dataDir: string, nodeEnv: string): string {
  const file = path.join(dataDir, 'payload-secret')
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  }
  const generated = randomBytes(48).toString('base64url')
  try {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, generated, { mode: 0o600 })
  } catch (error) {
    if (nodeEnv === 'production') {
      throw new EnvError([`PAYLOAD_SECRET: not set and ${file} could not be written (${String(error)})`])
    }
  }
  return generated
}

/** The validated configuration of this process, parsed once at start-up. */
export const env: Env = parseEnv(process.env)
