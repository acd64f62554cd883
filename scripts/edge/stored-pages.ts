/**
 * Stored pages at the edge: a page kept in the page cache (src/lib/page-cache.ts) is answered
 * before anything else runs (the framework, the compression, the request guard), with bytes
 * compressed once and headers listed once when it was stored; a cacheable page Next.js renders
 * is held until it is whole, stored, and answered from the store, so that its first answer is
 * already the one every visitor gets, public for the caches in front.
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
import { compressAnswers } from '../../src/lib/response-compression'

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

/**
 * A stored page in the encoding the browser takes, with its headers listed once and this
 * answer's id; `fresh` for the answer that stored it, which says `x-candor-cache: miss`.
 */
function sendStoredPage(
  page: CachedPage,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  fresh = false,
): void {
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  const headers = withRequestId(page.rawHeaders[encoding ?? 'identity'], requestId)
  res.writeHead(
    page.status,
    fresh ? headers.map((value, at) => (headers[at - 1] === 'x-candor-cache' ? 'miss' : value)) : headers,
  )
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

type Held = { chunks: Buffer[]; done: Array<() => void> }

/** Takes what Next.js writes into `held` instead of sending it: nothing leaves until `release`. */
function holdWrites(res: ServerResponse, onEnd: () => void): { held: Held; release: () => void } {
  const held: Held = { chunks: [], done: [] }
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      held.chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) held.chunks.push(Buffer.from(chunk))
  }
  const callbackIn = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function')
  // Status and headers stay on the response, unsent; a list of pairs or an object alike.
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
    if (Array.isArray(headers)) {
      for (let at = 0; at + 1 < headers.length; at += 2) res.setHeader(String(headers[at]), headers[at + 1] as string)
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string)
    }
    return res
  }) as typeof res.writeHead
  res.flushHeaders = () => {}
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0])
    const callback = callbackIn(rest)
    if (callback) queueMicrotask(callback)
    return true
  }) as typeof res.write
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'function') held.done.push(chunk as () => void)
    else {
      if (chunk !== undefined) collect(chunk, rest[0])
      const callback = callbackIn(rest)
      if (callback) held.done.push(callback)
    }
    onEnd()
    return res
  }) as typeof res.end
  const release = () => Object.assign(res, original)
  return { held, release }
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

/**
 * A cacheable page that Next.js is about to render: what it writes is held until the page is
 * whole. A page that may be kept (200, HTML, no cookie set, a policy with a nonce) is stored and
 * this answer is the stored copy: public, its policy made of its scripts' hashes, compressed
 * once, like every answer after it. Anything else leaves as it was rendered, compressed. The
 * first visitor so waits for the whole page instead of its first bytes; every proxy in front may
 * keep the first answer after a start or a purge, instead of waiting for the second.
 */
export function answerFromStoreOnceRendered(
  url: string,
  tags: string[],
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
): void {
  const { held, release } = holdWrites(res, () => void settle())
  const runDone = () => held.done.forEach((done) => done())
  const sendAsRendered = () => {
    release()
    compressAnswers(req, res)
    res.once('finish', runDone)
    res.end(Buffer.concat(held.chunks))
  }
  const settle = async () => {
    const headers = res.getHeaders()
    const isHtml = String(headers['content-type'] ?? '').startsWith('text/html')
    if (res.statusCode !== 200 || !isHtml || headers['set-cookie']) return sendAsRendered()
    const stored: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !UNCACHED_HEADERS.has(name))
        stored[name] = Array.isArray(value) ? value : String(value)
    }
    const page = await pageToStore(Buffer.concat(held.chunks), stored, tags).catch(() => null)
    if (!page) return sendAsRendered()
    storeCachedPage(url, page)
    release()
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    res.once('finish', runDone)
    sendStoredPage(page, req, res, requestId, true)
  }
}
