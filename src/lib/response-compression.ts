import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

import compression from 'compression'
import type { Request, Response } from 'express'

import { preferredEncoding } from './page-cache'

/**
 * Compression of what the server answers (decision 010), whether or not a proxy is in front:
 * - pages and JSON that Next.js renders anew leave compressed as they stream (Brotli at a
 *   quick quality, or gzip), each write flushed so streaming still shows early;
 * - Next.js's build files (`/_next/static/…`, immutable) are compressed once, at the best
 *   quality, and then served from memory;
 * - cached pages are compressed once when stored (src/lib/page-cache.ts).
 */
const compressStream = compression({
  threshold: 1024,
  level: 6,
  flush: zlibConstants.Z_SYNC_FLUSH,
  brotli: {
    flush: zlibConstants.BROTLI_OPERATION_FLUSH,
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
  },
  // An answer already encoded (a stored page, a build file from memory) is left alone.
  filter: (req, res) => !res.getHeader('content-encoding') && compression.filter(req, res),
})

/**
 * Makes the rest of this answer leave compressed when the browser accepts it. The middleware
 * is typed for Express, whose request and response extend Node's; it reads only Node's part.
 */
export function compressAnswers(req: IncomingMessage, res: ServerResponse): void {
  compressStream(req as Request, res as Response, () => undefined)
}

/**
 * Calls `onEnd` with the whole body and the headers of an answer once it ends, as the
 * handler wrote it: wrapped after the compression, it sees the bytes before compression.
 */
export function onceWritten(
  res: ServerResponse,
  onEnd: (body: Buffer, headers: ReturnType<ServerResponse['getHeaders']>) => void,
): void {
  const chunks: Buffer[] = []
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0])
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
  }) as typeof res.write
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk !== undefined && typeof chunk !== 'function') collect(chunk, rest[0])
    onEnd(Buffer.concat(chunks), res.getHeaders())
    return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest)
  }) as typeof res.end
}

type Asset = { headers: Record<string, string>; body: Buffer; br: Buffer; gzip: Buffer }

const ASSET_PREFIX = '/_next/static/'
const COMPRESSIBLE_ASSET = /^(?:text\/|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)/
/** Memory the compressed build files may take; they are a few megabytes in all. */
const ASSET_BUDGET_BYTES = 64 * 1024 * 1024
/** Build files by path; null while one is being compressed. */
const assets = new Map<string, Asset | null>()
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
let assetBytes = 0

const isAssetRequest = (path: string, req: IncomingMessage) => path.startsWith(ASSET_PREFIX) && req.method === 'GET'

/** Answers a build file compressed once, from memory; false when it is not there yet. */
export function answerStaticAsset(path: string, req: IncomingMessage, res: ServerResponse): boolean {
  const asset = isAssetRequest(path, req) ? assets.get(path) : undefined
  if (!asset) return false
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  const body = encoding ? asset[encoding] : asset.body
  res.writeHead(200, {
    ...asset.headers,
    'content-length': String(body.length),
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  })
  res.end(body)
  return true
}

const KEPT_ASSET_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified']

/**
 * Keeps a build file Next.js is answering, to compress it once. Call after `compressAnswers`,
 * so that it sees the bytes as Next.js wrote them.
 */
export function keepStaticAsset(path: string, req: IncomingMessage, res: ServerResponse): void {
  if (!isAssetRequest(path, req) || assets.has(path)) return
  onceWritten(res, (body, headers) => {
    const type = String(headers['content-type'] ?? '')
    const immutable = String(headers['cache-control'] ?? '').includes('immutable')
    if (res.statusCode !== 200 || !immutable || !COMPRESSIBLE_ASSET.test(type) || body.length === 0) return
    if (assetBytes + body.length * 2 > ASSET_BUDGET_BYTES || assets.has(path)) return
    assets.set(path, null)
    const kept: Record<string, string> = {}
    for (const name of KEPT_ASSET_HEADERS) if (headers[name] !== undefined) kept[name] = String(headers[name])
    // The best compression, once per file, on libuv's thread pool rather than the event loop.
    void Promise.all([
      brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(body, { level: 9 }),
    ]).then(
      ([br, gzipped]) => {
        assets.set(path, { headers: kept, body, br, gzip: gzipped })
        assetBytes += body.length + br.length + gzipped.length
      },
      () => assets.delete(path),
    )
  })
}
