/**
 * Stored pages at the edge: a page kept in the page cache (src/lib/page-cache.ts) is answered
 * before anything else runs (the framework, the compression, the request guard), with bytes
 * compressed once and headers listed once when it was stored; a cacheable page Next.js renders
 * is kept as it leaves.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import {
  type CachedPage,
  mayShareStoredPage,
  pageToStore,
  preferredEncoding,
  readCachedPage,
  storeCachedPage,
  withRequestId,
} from '../../src/lib/page-cache'
import { onceWritten } from '../../src/lib/response-compression'

import { logAnswer, resolveRequestId } from './request-log'

/**
 * Answers a plain GET of a stored page and returns true; false for anything else, which then
 * takes the long way (guard, framework). A request that says it has a body, carries a query, or
 * may not share the stored bytes (a session, a token, a navigation of the app, a preview) is
 * never answered here.
 */
export function answerStoredPage(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url
  if (req.method !== 'GET' || url === undefined || url.includes('?')) return false
  const page = readCachedPage(url)
  if (!page) return false
  const { headers } = req
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false
  if (headers['content-type'] !== undefined || !mayShareStoredPage(url, headers)) return false
  const started = process.hrtime.bigint()
  const requestId = resolveRequestId(headers['x-request-id'])
  sendStoredPage(page, req, res, requestId)
  logAnswer(requestId, 'GET', url, page.status, started)
  return true
}

/** A stored page in the encoding the browser takes, with its headers listed once and this answer's id. */
function sendStoredPage(page: CachedPage, req: IncomingMessage, res: ServerResponse, requestId: string): void {
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  res.writeHead(page.status, withRequestId(page.rawHeaders[encoding ?? 'identity'], requestId))
  res.end(encoding ? page[encoding] : page.body)
}

/**
 * The long way's answer from the cache, for a request already logged and checked whose
 * address may carry the searched place (`/plans/65?zip=77002`): the page stored under `path`.
 */
export function answerStoredCopy(path: string, req: IncomingMessage, res: ServerResponse, requestId: string): boolean {
  const page = readCachedPage(path)
  if (!page) return false
  sendStoredPage(page, req, res, requestId)
  return true
}

/** Headers that belong to one answer, never to a stored page. */
const UNCACHED_HEADERS = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'vary',
])

/** Keeps what Next.js renders for a cacheable page, once it is complete and cacheable. */
export function storeWhenRendered(url: string, tags: string[], res: ServerResponse): void {
  onceWritten(res, (html, headers) => {
    const isHtml = String(headers['content-type'] ?? '').startsWith('text/html')
    if (res.statusCode !== 200 || !isHtml || headers['set-cookie']) return
    const stored: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !UNCACHED_HEADERS.has(name))
        stored[name] = Array.isArray(value) ? value : String(value)
    }
    // Compressed once, off the event loop, after this answer has gone.
    void pageToStore(html, stored, tags).then((page) => {
      if (page) storeCachedPage(url, page)
    })
  })
}
