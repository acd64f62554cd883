import pino, { type Logger } from 'pino'

import { getEnv } from './env'

/**
 * The one logger of the process (Payload uses it too). JSON lines in production;
 * request logs carry a request id, a method, a path without its query, a status and a
 * duration, never a body, a query string, an email address or a health answer.
 */
const REDACTED_KEYS = [
  'email',
  'password',
  'token',
  'authorization',
  'cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  '*.email',
  '*.password',
  '*.token',
]

let instance: Logger | undefined

export function getLogger(): Logger {
  if (!instance) {
    const env = getEnv()
    instance = pino({
      level: env.nodeEnv === 'test' ? 'warn' : env.logLevel,
      base: { app: 'candor' },
      redact: { paths: REDACTED_KEYS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    })
  }
  return instance
}
