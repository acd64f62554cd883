import 'server-only'

import { failure, requestLocale, toResponse, type AnswerLanguage } from './api-response'
import { clientHashOf } from './client-identity'
import { AppError } from './errors'
import { answerNoSoonerThan, checkLoginPair, recordFailedLogin, RESET_ANSWER_FLOOR_MS } from './login-attempts'
import { appErrorResponse } from './mutation'
import { consumeRateLimit, type RateLimitName } from './rate-limit'
import { isFalseMultipart, NOT_MULTIPART, refusalResponse } from './request-guard'
import { serverErrors } from '@/messages/en/serverErrors'
import { translateText } from '@/messages/translate-text'

/** Where Payload's REST API answers (payload.config.ts `routes.api`). */
export const CMS_API_PREFIX = '/api/cms/'

/**
 * Payload's own account endpoints for members. Members sign in, confirm, reset and change
 * their accounts only through `/v1/account/…`, with Candor's limits and rules; through the
 * CMS API these are closed, so none of them can be used to go around those rules.
 */
const CLOSED_MEMBER_ENDPOINTS = new Set([
  'login',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'verify',
  'unlock',
  'first-register',
  'init',
])

/** Staff sign in through the CMS API (the admin's login form): counted as `/v1/account/login` is. */
const STAFF_LIMITS: Record<string, RateLimitName> = {
  login: 'accounts.login',
  unlock: 'accounts.login',
  'forgot-password': 'accounts.reset',
  'reset-password': 'accounts.reset',
}

/**
 * Segments Payload answers after a collection's slug that are not a document id (its auth,
 * versions, access and file endpoints); every other segment there is an id, and Candor's ids
 * are whole numbers. Globals and preferences are addressed by name, not id.
 */
const NAMED_SEGMENTS = new Set([
  'login',
  'logout',
  'me',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'verify',
  'first-register',
  'init',
  'access',
  'versions',
  'count',
  'file',
  'export.csv',
])
const NAMED_COLLECTIONS = new Set(['globals', 'payload-preferences'])

/** True when the path names a document by something that cannot be one of its ids. */
const isImpossibleId = (collection: string, segment: string) =>
  segment !== '' && !NAMED_COLLECTIONS.has(collection) && !NAMED_SEGMENTS.has(segment) && !/^\d{1,15}$/.test(segment)

/** Comparisons whose values are not ids, whatever they are compared with. */
const NON_ID_OPERATORS = new Set(['exists'])

/**
 * A `where` Payload cannot read without failing deep down: a bare string in place of the
 * object, or a document's id compared with something that is not a whole number.
 */
function isImpossibleWhere(params: URLSearchParams): boolean {
  for (const [key, value] of params) {
    if (key === 'where') return true
    const id = /^where(?:\[(?:and|or)\]\[\d+\])*\[id\]\[(\w+)\]/.exec(key)
    if (
      id &&
      !NON_ID_OPERATORS.has(id[1]!) &&
      value
        .split(',')
        .map((part) => part.trim())
        .some((part) => part !== '' && !/^\d{1,15}$/.test(part))
    ) {
      return true
    }
  }
  return false
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/** The collection and the segment after it in a CMS API path: `/api/cms/members/login` → members, login. */
function segmentsOf(pathname: string): [string, string] {
  const [collection = '', action = ''] = pathname.slice(CMS_API_PREFIX.length).split('/')
  return [collection, action]
}

/** The email a staff login names, when its body is the JSON the admin's form sends. */
async function emailOf(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { email?: unknown }
    return typeof body?.email === 'string' && body.email.trim() !== '' ? body.email : null
  } catch {
    return null
  }
}

/** A stored file (`/api/cms/media/file/…`) is public and may be cached; every other answer may not. */
const isFile = (pathname: string) => /^\/api\/cms\/[^/]+\/file\//.test(pathname)

/**
 * Candor's rules in front of Payload's REST API: member account endpoints closed, staff
 * sign-in limited per address like the site's own, and no answer kept by a cache (an
 * authenticated answer may hold a reset link or a member's data).
 */
export function guardCmsApi<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    const locale = requestLocale(request)
    const language: AnswerLanguage = { locale, translate: (text) => translateText(text, locale) }
    const { pathname, searchParams } = new URL(request.url)
    const [collection, action] = segmentsOf(pathname)
    if (collection === 'members' && CLOSED_MEMBER_ENDPOINTS.has(action)) {
      return toResponse(failure(404, serverErrors.closedEndpoint), language)
    }
    // Asked of the database, a word where a number belongs is an error; it is simply no document.
    if (isImpossibleId(collection, action)) return toResponse(failure(404, serverErrors.notFound), language)
    if (isImpossibleWhere(searchParams)) {
      return toResponse(failure(400, serverErrors.invalid), language)
    }
    if (await isFalseMultipart(request)) return refusalResponse(request, NOT_MULTIPART)
    const limit = collection === 'users' && request.method === 'POST' ? STAFF_LIMITS[action] : undefined
    const started = performance.now()
    const login = limit && action === 'login' ? await emailOf(request) : null
    const clientHash = clientHashOf(request.headers)
    if (limit) {
      try {
        await consumeRateLimit(limit, clientHash)
        if (login) await checkLoginPair('staff', clientHash, login)
      } catch (error) {
        if (error instanceof AppError) return appErrorResponse(error, language)
        throw error
      }
    }
    const response = await handler(request, context)
    // A wrong password is counted, and answered no sooner for a real account than for none.
    if (login && response.status === 401) {
      await recordFailedLogin('staff', clientHash, login)
      await answerNoSoonerThan(started)
    }
    // A reset request takes as long whether the address has an account or not.
    if (limit && action === 'forgot-password') await answerNoSoonerThan(started, RESET_ANSWER_FLOOR_MS)
    if (isFile(pathname)) return response
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', 'no-store')
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
