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

const PARAMS = '\nparams: '
const REDACTED_PARAMS = `${PARAMS}[redacted]`

/** A database error's text without the values it was given (an address, a mail's text with its links). */
function withoutParams(text: string, isStack: boolean): string {
  const at = text.indexOf(PARAMS)
  if (at < 0) return text
  if (!isStack) return text.slice(0, at) + REDACTED_PARAMS
  const frames = text.indexOf('\n    at ', at)
  return text.slice(0, at) + REDACTED_PARAMS + (frames < 0 ? '' : text.slice(frames))
}

/** An address's `apikey` (the Marketplace API's key travels as one) read "[redacted]". */
export function withoutKeys(text: string): string {
  return text.replace(/([?&;]api_?key=)[^&\s"'#]*/gi, '$1[redacted]')
}

/**
 * An error as a log line keeps it, minus what a failed query was given: the database driver
 * writes a query's values into its error (`params`, and after "params:" in the message and the
 * stack), and those are the very addresses and links a log must not hold.
 */
export function scrubError(serialized: unknown, depth = 0): unknown {
  if (!serialized || typeof serialized !== 'object' || depth > 5) return serialized
  const copy: Record<string, unknown> = { ...(serialized as Record<string, unknown>) }
  delete copy.params
  if (typeof copy.message === 'string') copy.message = withoutKeys(withoutParams(copy.message, false))
  if (typeof copy.stack === 'string') copy.stack = withoutKeys(withoutParams(copy.stack, true))
  if (copy.cause) copy.cause = scrubError(copy.cause, depth + 1)
  return copy
}

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
        serializers: { err: (error: Error) => scrubError(pino.stdSerializers.err(error)) },
        timestamp: pino.stdTimeFunctions.isoTime,
        hooks: {
          logMethod(args, method, level) {
            const client = level >= 50 ? clientErrorOf(args[0]) : null
            if (client) return this.debug({ status: client.status }, client.message)
            // A message that quotes an address never carries its key.
            for (let index = 0; index < args.length; index += 1)
              if (typeof args[index] === 'string') args[index] = withoutKeys(args[index] as string)
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
