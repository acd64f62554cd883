/**
 * What the server refuses before any route sees a request: a method no route answers, an
 * address that cannot be decoded, a body larger than its route accepts (refused on its
 * declared length, unread), a multipart type without its boundary, a page's router state that
 * cannot be read and a server action posted from another site. Each refusal is a 4xx in the
 * envelope of the JSON calls, never a 500 from deeper down. Pure, apart from `sendRefusal`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js'

import { preferredLocale } from '@/lib/i18n'
import { serverErrors } from '@/messages/en/serverErrors'
import { translateText } from '@/messages/translate-text'

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

const KB = 1024
const MB = 1024 * KB

/**
 * The largest body each kind of address accepts, first match wins. Staff upload images and
 * save long articles; everything a visitor or member sends (a review, a form) is small.
 */
export const BODY_LIMITS: readonly { prefix: string; bytes: number; label: string }[] = [
  { prefix: '/api/cms/media', bytes: 10 * MB, label: 'image uploads (admin)' },
  { prefix: '/api/cms/', bytes: 2 * MB, label: 'the CMS API (admin)' },
  { prefix: '/admin', bytes: 2 * MB, label: 'the admin' },
  { prefix: '/', bytes: 256 * KB, label: 'every other address (calls, forms)' },
]

export function bodyLimitOf(path: string): number {
  return BODY_LIMITS.find((limit) => path.startsWith(limit.prefix))!.bytes
}

export type Refusal = { status: number; message: string; headers?: Record<string, string> }

type RequestHead = { method?: string; path: string; headers: IncomingMessage['headers'] }

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** The boundary a multipart content type names, or null when it is not multipart at all. */
export function multipartBoundary(contentType: string | undefined): string | null | undefined {
  if (!contentType || !/^\s*multipart\//i.test(contentType)) return undefined
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return match ? (match[1] ?? match[2] ?? null) : null
}

/**
 * True when the router state a client-side navigation sends (`Next-Router-State-Tree`, the
 * page's segments as URI-encoded JSON) is one Next.js can read. Next.js reads it, with this
 * same function, before it renders any page, the 404 page included, and fails the render on
 * one it cannot read.
 */
export function isReadableRouterState(value: string): boolean {
  try {
    parseAndValidateFlightRouterState(value)
    return true
  } catch {
    return false
  }
}

/** Where Payload's REST API answers: its own routes, which take uploads and run no server actions. */
const CMS_API_PREFIX = '/api/cms/'

/**
 * True when Next.js may read a POST as a server action: one that names an action, or posts a
 * multipart form (a form sent without JavaScript). The CMS API's routes run none.
 */
export function mayBeServerAction({ method = 'GET', path, headers }: RequestHead): boolean {
  if (method !== 'POST' || path.startsWith(CMS_API_PREFIX)) return false
  return headers['next-action'] !== undefined || (headers['content-type'] ?? '').startsWith('multipart/form-data')
}

/**
 * True when a request's `Origin` is not the host it was sent to, as Next.js compares them before
 * it runs a server action (the first `X-Forwarded-Host`, else `Host`). Next.js refuses such an
 * action by failing it as a 500; a request without an `Origin` (not sent by a browser) passes.
 */
export function isForeignOrigin(headers: IncomingMessage['headers']): boolean {
  const origin = headers.origin
  if (origin === undefined) return false
  const forwardedHosts = headers['x-forwarded-host']
  const forwarded = Array.isArray(forwardedHosts) ? forwardedHosts[0] : forwardedHosts?.split(',')[0]?.trim()
  const host = forwarded || headers.host
  try {
    return origin === 'null' || new URL(origin).host !== host
  } catch {
    return true
  }
}

/** The refusal a request's method, address and declared body earn, or null to go on. */
export function refusalOf({ method = 'GET', path, headers }: RequestHead): Refusal | null {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) {
    return { status: 405, message: serverErrors.methodNotAllowed, headers: { Allow: ALLOWED_METHODS.join(', ') } }
  }
  if (!decodes(path)) return { status: 400, message: serverErrors.badAddress }
  const declared = headers['content-length']
  const length = declared === undefined ? null : Number(declared)
  if (length !== null && (!Number.isSafeInteger(length) || length < 0)) {
    return { status: 400, message: serverErrors.invalid }
  }
  if (length !== null && length > bodyLimitOf(path)) return { status: 413, message: serverErrors.tooLarge }
  // A body of unstated length could only be measured by reading it: a request says its length.
  if (length === null && headers['transfer-encoding'] !== undefined) {
    return { status: 411, message: serverErrors.lengthRequired }
  }
  // A multipart type must name its boundary, body or none: a page's server actions would
  // otherwise try to read the form and fail as a 500.
  if (multipartBoundary(headers['content-type']) === null) {
    return { status: 400, message: serverErrors.notMultipart }
  }
  const routerState = headers['next-router-state-tree']
  if (headers.rsc === '1' && typeof routerState === 'string' && !isReadableRouterState(routerState)) {
    return { status: 400, message: serverErrors.invalid }
  }
  if (mayBeServerAction({ method, path, headers }) && isForeignOrigin(headers)) {
    return { status: 403, message: serverErrors.crossSite }
  }
  return null
}

/**
 * True when a multipart body begins as its boundary says it must (`--boundary`). The routes
 * that take multipart bodies (the CMS API, server actions) check it on a copy of the request
 * (lib/cms-api-guard.ts, proxy.ts): reading the body here would leave it unreadable for them.
 */
export function opensWithBoundary(body: string, boundary: string): boolean {
  // A preamble before the first boundary is allowed, but no one sends one: only blank lines are.
  return body.replace(/^(\r?\n)+/, '').startsWith(`--${boundary}`)
}

/**
 * True when a request says its body is multipart and the body, read from a copy of the
 * request (the request itself stays unread), does not begin with its boundary.
 */
export async function isFalseMultipart(request: Request): Promise<boolean> {
  const boundary = multipartBoundary(request.headers.get('content-type') ?? undefined)
  if (!boundary || !request.body) return false
  return !opensWithBoundary(await request.clone().text(), boundary)
}

/** The envelope of a refusal as a Fetch response, in the language the request prefers. */
export function refusalResponse(request: Request, refusal: Refusal): Response {
  const locale = preferredLocale(request.headers.get('accept-language')) ?? 'en'
  return Response.json(
    { code: String(refusal.status), message: translateText(refusal.message, locale), errors: {} },
    {
      status: refusal.status,
      headers: { ...refusal.headers, 'Content-Language': locale, 'Cache-Control': 'no-store' },
    },
  )
}

/** The refusal of a multipart body that is not one. */
export const NOT_MULTIPART: Refusal = { status: 400, message: serverErrors.notMultipart }

/** Answers a refusal in the envelope, in the language the request prefers, and closes the connection. */
export function sendRefusal(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  const locale = preferredLocale(req.headers['accept-language']) ?? 'en'
  const body = JSON.stringify({
    code: String(refusal.status),
    message: translateText(refusal.message, locale),
    errors: {},
  })
  res.writeHead(refusal.status, {
    ...refusal.headers,
    'Content-Type': 'application/json',
    'Content-Language': locale,
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
    // The body, if any, is left unread: the connection is not reused for another request.
    Connection: 'close',
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
