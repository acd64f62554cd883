/**
 * The order in which a request is answered, cheapest first: a stored page, call 1's kept
 * answer, then (with a request id, the caller's address and a log line) a refusal of what no
 * route could answer, a cached copy, a static file, and last Next.js itself, whose rendering of
 * a page to keep is stored before it is answered.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '../../src/lib/client-identity'
import { getLogger } from '../../src/lib/logger'
import { cacheableTags, isStorableRendering } from '../../src/lib/page-cache'
import { refusalOf, sendRefusal } from '../../src/platform/request-guard'
import { answerStaticAsset, compressAnswers, keepStaticAsset } from '../../src/lib/response-compression'

import { appServices } from './app-services'
import { answerCallOne } from './call-one'
import { logWhenAnswered, pathOf, resolveRequestId } from './request-log'
import { answerFromStoreOnceRendered, answerStoredCopy, answerStoredPage } from './stored-pages'

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>

export type HandlerOptions = {
  /** In development pages render fresh, so that code changes and hydration show. */
  dev: boolean
  /** Call 1 answered here, from the app's service and its kept answers (`CANDOR_CALL_ONE_FAST_PATH`). */
  callOneAtTheEdge: boolean
  /** Whether the caller's address is read from X-Forwarded-For (`TRUST_PROXY`). */
  trustProxy: boolean
  isProduction: boolean
}

export function requestHandler(handle: Handle, options: HandlerOptions) {
  const { dev, callOneAtTheEdge, trustProxy, isProduction } = options

  /** A request that passed the checks: from the page cache, a static file or Next.js. */
  function serve(req: IncomingMessage, res: ServerResponse, path: string, requestId: string): void {
    const cacheTags = dev ? null : cacheableTags(req)
    if (cacheTags && answerStoredCopy(path, req, res, requestId)) return
    res.setHeader('x-request-id', requestId)
    if (!dev && answerStaticAsset(path, req, res)) return
    if (cacheTags && isStorableRendering(req.url)) {
      // A page to keep is held until whole, then stored and answered from the store.
      answerFromStoreOnceRendered(path, cacheTags, req, res, requestId)
    } else {
      // What Next.js answers leaves compressed as it streams.
      compressAnswers(req, res)
      if (!dev) keepStaticAsset(path, req, res)
    }
    handle(req, res).catch((error: unknown) => {
      getLogger().error({ reqId: requestId, err: error }, 'unhandled request error')
      if (!res.headersSent) {
        res.statusCode = 500
        res.end('Internal Server Error')
      }
    })
  }

  return (req: IncomingMessage, res: ServerResponse): void => {
    // A stored page and a kept call 1 answer go first: they need nothing below.
    if (!dev && answerStoredPage(req, res)) return
    if (callOneAtTheEdge && answerCallOne(req, res, appServices(), isProduction)) return
    const requestId = resolveRequestId(req.headers['x-request-id'])
    req.headers['x-request-id'] = requestId
    // Rate limits key on the caller; a value sent by the caller is always replaced.
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      trustProxy,
    )
    const path = pathOf(req.url)
    logWhenAnswered(req, res, requestId, path)
    // What no route could answer is refused here, before the cache, the framework or a body is read.
    const refusal = refusalOf({ method: req.method, path, headers: req.headers })
    if (refusal) return sendRefusal(req, res, refusal)
    serve(req, res, path, requestId)
  }
}
