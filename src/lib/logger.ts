import pino from 'pino'
import { env } from './env'

/**
 * Paths never written to the log: credentials, tokens and the personal data of inquiry authors
 * and subscribers. The log is for operators; it must not become a copy of the database.
 */
export const redactedPaths = [
  'password',
  'userPassword',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'csrfToken',
  'email',
  'userEmail',
  'phone',
  'name',
  'authorName',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.userPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.email',
  '*.userEmail',
  '*.phone',
  'data.password',
  'data.email',
  'data.phone',
]

/** Structured JSON logs (one object per line) for the whole process, Payload's included. */
export const logger = pino({
  level: env.LOG_LEVEL,
  base: { service: 'green-institute-web' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: redactedPaths, censor: '[redacted]' },
  formatters: { level: (label) => ({ level: label }) },
})
