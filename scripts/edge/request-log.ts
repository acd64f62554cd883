/**
 * The request log: one line per answer, with the request's id, method, path (never its query),
 * status and time, and nothing about the person. Pino writes asynchronously, so a line costs
 * the answer its formatting only; files and images are logged at debug level.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { getLogger } from '../../src/lib/logger'

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/
const QUIET_PREFIXES = ['/_next/static/', '/_next/image', '/favicon']

/** An upstream request id is kept only when it is a plain token; anything else is replaced. */
export function resolveRequestId(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return value && REQUEST_ID_PATTERN.test(value) ? value : randomUUID()
}

/** The path of a request, without its query string: queries never reach the logs. */
export function pathOf(url: string | undefined): string {
  const raw = url ?? '/'
  const end = raw.search(/[?#]/)
  return end === -1 ? raw : raw.slice(0, end)
}

/** Writes the line of an answer already sent (`started`: `process.hrtime.bigint()` on arrival). */
export function logAnswer(
  requestId: string,
  method: string | undefined,
  path: string,
  status: number,
  started: bigint,
) {
  const entry = { reqId: requestId, method, path, status, ms: Number(process.hrtime.bigint() - started) / 1e6 }
  const logger = getLogger()
  if (QUIET_PREFIXES.some((prefix) => path.startsWith(prefix))) logger.debug(entry, 'request')
  else logger.info(entry, 'request')
}

/** Logs the request once its answer has been sent, whoever sends it. */
export function logWhenAnswered(req: IncomingMessage, res: ServerResponse, requestId: string, path: string): void {
  const started = process.hrtime.bigint()
  res.on('finish', () => logAnswer(requestId, req.method, path, res.statusCode, started))
}
