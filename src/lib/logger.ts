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

/**
 * A client's mistake that a library reports as an error (Payload's 4xx: not found, not
 * allowed, not signed in, not valid) is logged at debug level, its status and message only:
 * the request's own line already says what happened, once, and an error line means Candor failed.
 */
function clientErrorOf(first: unknown): { status: number; message: string } | null {
  const err = (first as { err?: unknown } | null)?.err as { status?: unknown; message?: unknown } | undefined
  const status = err?.status
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  return { status, message: typeof err?.message === 'string' ? err.message : 'client error' }
}

export function getLogger(): Logger {
  if (!instance) {
    const env = getEnv()
    instance = pino(
      {
        level: env.nodeEnv === 'test' ? 'warn' : env.logLevel,
        base: { app: 'candor' },
        redact: { paths: REDACTED_KEYS, censor: '[redacted]' },
        timestamp: pino.stdTimeFunctions.isoTime,
        hooks: {
          logMethod(args, method, level) {
            const client = level >= 50 ? clientErrorOf(args[0]) : null
            if (client) return this.debug({ status: client.status }, client.message)
            return method.apply(this, args)
          },
        },
      },
      // Written to standard output without waiting on it: a line is handed to the operating
      // system after the answer that caused it, several at a time while a write is under way,
      // and what is still held is written out as the process exits.
      pino.destination({ dest: 1, sync: false }),
    )
  }
  return instance
}
