import type { Payload, Where } from 'payload'
import * as qs from 'qs-esm'

import { failure, requestLocale, toResponse, type AnswerLanguage } from '@/lib/api-response'
import { clientHashOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import {
  answerNoSoonerThan,
  checkFailedLogins,
  recordFailedLogin,
  RESET_ANSWER_FLOOR_MS,
} from '@/platform/login-attempts.server'
import { appErrorResponse } from './mutation'
import { getPayloadClient } from '@/platform/payload.server'
import { consumeRateLimit, type RateLimitName } from '@/platform/rate-limit'
import { isFalseMultipart, NOT_MULTIPART, refusalResponse } from '@/platform/request-guard'
import { serverErrors } from '@/messages/en/serverErrors'
import { messagesFor } from '@/messages'

type ServerErrorWords = typeof serverErrors
import { translateText } from '@/messages/translate-text'
import { asSystem } from '@/lib/as-system'

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
 * Comparisons Candor's databases cannot make. `near`, `within` and `intersects` apply only to
 * point fields, on PostgreSQL, and Candor has none; `all` is in neither database adapter
 * (@payloadcms/drizzle's operator map lacks it). Asked for, each fails deep down as a 500.
 */
const UNSUPPORTED_OPERATORS = new Set(['near', 'within', 'intersects', 'all'])

/** The bracketed parts of a query key after its name: `where[or][0][plan][near]` → or, 0, plan, near. */
const bracketsOf = (key: string) => [...key.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!)

/**
 * Why Payload could not read a query's `where` without failing deep down, or null when it
 * can: a bare string in place of the object, a comparison the databases cannot make, or a
 * document's id compared with something that is not a whole number.
 */
export function whereRefusalOf(params: URLSearchParams): string | null {
  for (const [key, value] of params) {
    if (key === 'where') return serverErrors.invalid
    if (!key.startsWith('where[')) continue
    if (bracketsOf(key).some((part) => UNSUPPORTED_OPERATORS.has(part))) return serverErrors.unsupportedComparison
    const id = /^where(?:\[(?:and|or)\]\[\d+\])*\[id\]\[(\w+)\]/.exec(key)
    if (
      id &&
      !NON_ID_OPERATORS.has(id[1]!) &&
      value
        .split(',')
        .map((part) => part.trim())
        .some((part) => part !== '' && !/^\d{1,15}$/.test(part))
    ) {
      return serverErrors.invalid
    }
  }
  return null
}

/** The comparisons of Payload's `where`; what follows one in a query key is its value's index, at most. */
const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])
/** Comparisons whose value is a list: one index may follow them (`where[status][in][0]=…`). */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Comparisons of a value with a stored date or number, which must then be one. */
const VALUE_OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])

type FieldLike = { name?: string; type: string; relationTo?: unknown; flattenedFields?: FieldLike[] }
type CollectionsLike = Record<string, { config: { flattenedFields: FieldLike[] } } | undefined>

/**
 * The type of the field a query path names (`publishedAt`, `review.publishedAt`,
 * `planSnapshot.state`), following groups, arrays and relationships; null when unknown.
 */
export function fieldTypeAt(collections: CollectionsLike, collection: string, path: string[]): string | null {
  let fields = collections[collection]?.config.flattenedFields
  let type: string | null = null
  for (const name of path) {
    if (!fields) return null
    const field = fields.find((candidate) => candidate.name === name)
    if (!field) return name === 'id' ? 'number' : null
    type = field.type
    if (Array.isArray(field.flattenedFields)) fields = field.flattenedFields
    else if ((type === 'relationship' || type === 'upload') && typeof field.relationTo === 'string') {
      fields = collections[field.relationTo]?.config.flattenedFields
    } else fields = undefined
  }
  return type
}

/**
 * Why a `where` would fail in the database rather than answer, or null: a list where one value
 * belongs (`where[status][in][0][1]=x`), or a date or number field compared with something that
 * is not one (`where[publishedAt][greater_than]=notadate`).
 */
export function whereValueRefusalOf(params: URLSearchParams, collections: CollectionsLike, collection: string) {
  for (const [key, value] of params) {
    if (!key.startsWith('where[')) continue
    const parts = bracketsOf(key)
    const at = parts.findIndex((part) => OPERATORS.has(part))
    if (at < 0) continue
    const operator = parts[at]!
    const rest = parts.slice(at + 1)
    if (operator !== 'contains' && rest.length > (LIST_OPERATORS.has(operator) ? 1 : 0)) return serverErrors.invalid
    if (rest.length === 1 && !/^\d{1,4}$/.test(rest[0]!)) return serverErrors.invalid
    if (!VALUE_OPERATORS.has(operator)) continue
    const path: string[] = []
    for (let index = 0; index < at; index += 1) {
      const part = parts[index]!
      if ((part === 'and' || part === 'or') && /^\d+$/.test(parts[index + 1] ?? '')) {
        index += 1
        continue
      }
      path.push(...part.split('.'))
    }
    const type = fieldTypeAt(collections, collection, path)
    const values = LIST_OPERATORS.has(operator) && rest.length === 0 ? value.split(',') : [value]
    const given = values.map((entry) => entry.trim()).filter((entry) => entry !== '' && entry !== 'null')
    if (type === 'date' && given.some((entry) => Number.isNaN(Date.parse(entry)))) return serverErrors.notADate
    if (type === 'number' && given.some((entry) => !Number.isFinite(Number(entry)))) return serverErrors.notANumber
  }
  return null
}

/** Query parameters Payload reads as one whole number each: given twice, or as anything else, it fails deep down. */
const WHOLE_NUMBER_PARAMS = ['page', 'limit', 'depth'] as const

/**
 * Why the paging of a query cannot be read (`page=-5`, `page=1.5`, `limit=1&limit=2`), or
 * null, in the words given (the request's language).
 */
export function pagingRefusalOf(params: URLSearchParams, words: ServerErrorWords = serverErrors): string | null {
  for (const name of WHOLE_NUMBER_PARAMS) {
    const given = params.getAll(name)
    if (given.length > 1) return words.repeatedParameter(name)
    if (given.length === 1 && !/^\d{1,6}$/.test(given[0]!.trim())) return words.notAWholeNumber(name)
  }
  return null
}

/**
 * The most documents one CMS request may change or delete by a `where` (the admin's bulk edit
 * and delete). Each document's change runs its hooks; on SQLite one writer holds the database
 * meanwhile, so a change of thousands would keep every reader waiting.
 */
export const BULK_CHANGE_LIMIT = 100

/**
 * Why a change of many documents at once is refused (more than the limit match its `where`),
 * or null. Counted with the caller's own access, as Payload would select them; a query Payload
 * refuses is left to Payload to answer.
 */
async function bulkChangeRefusalOf(
  payload: Payload,
  request: Request,
  collection: string,
  action: string,
  params: URLSearchParams,
  words: ServerErrorWords,
): Promise<string | null> {
  if ((request.method !== 'PATCH' && request.method !== 'DELETE') || action !== '') return null
  if (!isCollection(payload, collection)) return null
  const query = qs.parse(params.toString(), { allowEmptyArrays: true, arrayLimit: 1000, depth: 10 }) as {
    where?: Where
  }
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  const counted = await payload
    .count({ collection: collection as never, where: query.where ?? {}, overrideAccess: false, user })
    .catch(() => null)
  if (!counted || counted.totalDocs <= BULK_CHANGE_LIMIT) return null
  return words.bulkTooLarge(counted.totalDocs, BULK_CHANGE_LIMIT)
}

/** True when a POST asks to be read as a GET (Payload's method override, which the admin's relationship fields use). */
const overridesToGet = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET')

/**
 * What Payload would fail on (a 500) in a POST read as a GET, or null: a JSON body that is
 * not JSON (Payload reads it before its own error handling), or, in a form body, which it
 * reads as the query, a `where` it cannot read. Read from a copy: the request stays unread.
 */
async function overrideRefusalOf(request: Request): Promise<string | null> {
  if (!overridesToGet(request)) return null
  const type = request.headers.get('content-type')
  if (type === 'application/x-www-form-urlencoded') {
    return whereRefusalOf(new URLSearchParams(await request.clone().text()))
  }
  if (type !== 'application/json') return null
  try {
    JSON.parse(await request.clone().text())
    return null
  } catch {
    return serverErrors.notJson
  }
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/** The collection and the segment after it in a CMS API path: `/api/cms/members/login` → members, login. */
function segmentsOf(pathname: string): [string, string] {
  const [collection = '', action = ''] = pathname.slice(CMS_API_PREFIX.length).split('/')
  return [collection, action]
}

/** True when a request's body is multipart, as Payload tells (and then reads only its `_payload` field). */
const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';', 1)[0]!.includes('multipart/')

/**
 * The email a staff login names: in a JSON body, or in the `_payload` field of the multipart
 * form the admin's login form sends (read from a copy: the request stays unread for Payload).
 * Undefined when a multipart body cannot be read as a form: Payload's parser might still read
 * it, and a login must not go uncounted.
 */
async function emailOf(request: Request): Promise<string | null | undefined> {
  let body: unknown
  if (isMultipart(request)) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return undefined
    }
    const field = form.get('_payload')
    try {
      body = typeof field === 'string' ? JSON.parse(field) : null
    } catch {
      return null
    }
  } else {
    try {
      body = await request.clone().json()
    } catch {
      return null
    }
  }
  const email = (body as { email?: unknown } | null)?.email
  return typeof email === 'string' && email.trim() !== '' ? email : null
}

/**
 * True when a signed-in person asks to delete an admin preference they do not have. Payload
 * fails on that as a 500: @payloadcms/drizzle's `deleteOne`, finding no row, reads again with
 * a condition on the preference's owner but without the join that condition needs. Whoever
 * is not signed in is left to Payload, which answers 401 before any query.
 */
async function isMissingPreference(request: Request, segment: string): Promise<boolean> {
  let key = segment
  try {
    key = decodeURIComponent(segment)
  } catch {
    // Refused before it gets here (platform/request-guard.ts); as it is otherwise.
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return false
  const { totalDocs } = await payload.count({
    collection: 'payload-preferences',
    ...asSystem('staffTool'),
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: user.id } },
        { 'user.relationTo': { equals: user.collection } },
      ],
    },
  })
  return totalDocs === 0
}

/** A version named by something that cannot be its id (`/pages/versions/1e309`, `/globals/home/versions/1.5`). */
function isImpossibleVersionId(pathname: string): boolean {
  const match = /^\/api\/cms\/(?:globals\/)?[^/]+\/versions\/([^/]+)/.exec(pathname)
  return match !== null && !/^\d{1,15}$/.test(match[1]!)
}

/** Whether a name is one of Payload's collections (an own key: `constructor` is not one). */
const isCollection = (payload: Payload, name: string) => Object.prototype.hasOwnProperty.call(payload.collections, name)

/** True when a path asks for the versions of a collection or global that keeps none (Home, Footer). */
function isUnkeptHistory(payload: Payload, pathname: string): boolean {
  const global = /^\/api\/cms\/globals\/([^/]+)\/versions(?:\/|$)/.exec(pathname)
  if (global) return !payload.config.globals.find((config) => config.slug === global[1])?.versions
  const collection = /^\/api\/cms\/([^/]+)\/versions(?:\/|$)/.exec(pathname)
  if (!collection || !isCollection(payload, collection[1]!)) return false
  return !payload.collections[collection[1] as keyof typeof payload.collections].config.versions
}

/** The first segments Payload answers under `/api/cms/`: collections, globals, access and the config's own endpoints. */
function isServedName(payload: Payload, name: string): boolean {
  if (name === 'globals' || name === 'access') return true
  if (isCollection(payload, name)) return true
  return (payload.config.endpoints ?? []).some((endpoint) => endpoint.path.split('/')[1] === name)
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
    if (isImpossibleId(collection, action) || isImpossibleVersionId(pathname)) {
      return toResponse(failure(404, serverErrors.notFound), language)
    }
    const payload = await getPayloadClient()
    const words = messagesFor(locale).serverErrors
    // Only what Payload serves has an address: `__proto__`, `constructor` and the like are no collection.
    if ((collection !== '' && !isServedName(payload, collection)) || isUnkeptHistory(payload, pathname)) {
      return toResponse(failure(404, serverErrors.notFound), language)
    }
    if (
      collection === 'payload-preferences' &&
      request.method === 'DELETE' &&
      (await isMissingPreference(request, action))
    ) {
      return toResponse(failure(404, serverErrors.notFound), language)
    }
    if (await isFalseMultipart(request)) return refusalResponse(request, NOT_MULTIPART)
    const refusal =
      whereRefusalOf(searchParams) ??
      pagingRefusalOf(searchParams, words) ??
      whereValueRefusalOf(searchParams, payload.collections as unknown as CollectionsLike, collection) ??
      (await overrideRefusalOf(request))
    if (refusal) return toResponse(failure(400, refusal), language)
    const bulk = await bulkChangeRefusalOf(payload, request, collection, action, searchParams, words)
    if (bulk) return toResponse(failure(413, bulk), language)
    const limit = collection === 'users' && request.method === 'POST' ? STAFF_LIMITS[action] : undefined
    const started = performance.now()
    const login = limit && action === 'login' ? await emailOf(request) : null
    // A login form Candor cannot read is not tried uncounted: the admin's form always reads.
    if (login === undefined) return refusalResponse(request, NOT_MULTIPART)
    const clientHash = clientHashOf(request.headers)
    if (limit) {
      try {
        await consumeRateLimit(limit, clientHash)
        if (login) await checkFailedLogins('staff', clientHash, login)
      } catch (error) {
        if (error instanceof AppError) return appErrorResponse(error, language)
        throw error
      }
    }
    const response = await handler(request, context)
    // A wrong password is counted, and answered no sooner for a real account than for none.
    if (login && response.status === 401) {
      await recordFailedLogin(await getPayloadClient(), 'staff', clientHash, login)
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
