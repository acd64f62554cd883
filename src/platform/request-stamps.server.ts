/**
 * What every request carries before Candor's code reads it, and the line its answer leaves in
 * the log: a request id, the caller's address for rate limits, then, once answered, one line
 * with the id, method, path (never the query), status and time, and nothing about the person.
 *
 * Node.js announces each request on its `http.server.request.start` channel just before the
 * HTTP server hands it on, whichever server that is: this module listens there, so it needs no
 * server of its own and sees every request, including those answered before the framework.
 * It must listen before the first request arrives (decision 027).
 */
import { randomUUID } from 'node:crypto'
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '@/lib/client-identity'
import { getLogger } from '@/lib/logger'

import { APP_NAVIGATION_HEADER, isAppNavigation } from './shared-pages'

const REQUEST_START = 'http.server.request.start'
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/
/** Files and images are logged at debug level: a page's line says enough. */
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

type RequestStart = { request: IncomingMessage; response: ServerResponse }

/**
 * Stamps a request as it arrives: its id (kept from upstream when plain, answered back in
 * `x-request-id`), for rate limits the caller's address in `CLIENT_ADDRESS_HEADER`, and whether
 * it is a navigation of the app (`APP_NAVIGATION_HEADER`, for the proxy): each always replaces
 * a value the caller sent. Its answer is logged once sent, whoever sends it.
 */
export function stampRequest({ request, response }: RequestStart, trustProxy: boolean): void {
  const started = process.hrtime.bigint()
  const requestId = resolveRequestId(request.headers['x-request-id'])
  request.headers['x-request-id'] = requestId
  response.setHeader('x-request-id', requestId)
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(
    request.socket.remoteAddress,
    request.headers['x-forwarded-for'],
    trustProxy,
  )
  if (isAppNavigation(request.url, request.headers)) request.headers[APP_NAVIGATION_HEADER] = '1'
  else delete request.headers[APP_NAVIGATION_HEADER]
  const path = pathOf(request.url)
  const method = request.method
  response.once('finish', () => {
    const entry = { reqId: requestId, method, path, status: response.statusCode, ms: elapsedMs(started) }
    const logger = getLogger()
    if (QUIET_PREFIXES.some((prefix) => path.startsWith(prefix))) logger.debug(entry, 'request')
    else logger.info(entry, 'request')
  })
}

function elapsedMs(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e6
}

/** Stamps every request the process's HTTP servers receive from now on; returns how to stop. */
export function stampRequests({ trustProxy }: { trustProxy: boolean }): () => void {
  const listener = (message: unknown) => stampRequest(message as RequestStart, trustProxy)
  subscribe(REQUEST_START, listener)
  return () => {
    unsubscribe(REQUEST_START, listener)
  }
}
