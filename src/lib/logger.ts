import pino from 'pino'
import { env } from './env'
import { loggerOptions } from './log-options'

export { redactedPaths } from './log-options'

/** Structured JSON logs (one object per line) for the whole process, Payload's included. */
export const logger = pino(loggerOptions(env.LOG_LEVEL))
