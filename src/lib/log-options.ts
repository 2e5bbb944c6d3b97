/**
 * The options of the site's pino logs, shared by the logger inside Next (src/lib/logger.ts) and server.mjs, which
 * loads this file through Node's type stripping: no imports but packages.
 */
import pino, { type LoggerOptions } from 'pino'

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

/** One JSON object per line, ISO times, the level by name, the paths above redacted. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: { service: 'green-institute-web' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  }
}
