import type { Infer, ZodType } from '@/lib/zod'

import { requestLocale, toResponse, type AnswerLanguage, type JsonAnswer } from '@/lib/api-response'
import { clientHashOf } from '@/lib/client-identity'
import { AppError } from '@/lib/errors'
import { getLogger } from '@/lib/logger'
import { authenticateMember, requireMember } from '@/platform/member-auth'
import type { MutationContext } from '@/platform/mutation-context'
import { consumeRateLimit, type RateLimitName } from '@/platform/rate-limit'
import { fieldErrorsOf } from '@/lib/validation'
import { getEnv } from '@/lib/env'
import { isCrossSiteWrite, isJsonContentType } from '@/platform/same-site'
import { isDiskFull } from '@/lib/storage'

import { getPayloadClient } from '@/platform/payload.server'
import { serverErrors } from '@/messages/en/serverErrors'
import { translateText } from '@/messages/translate-text'

/** What a use case receives as `input`: the parsed body, or undefined for a call without one. */
type InputOf<Schema> = Schema extends ZodType ? Infer<Schema> : undefined

type MutationOptions<Schema extends ZodType | null> = {
  /** Names the mutation in logs. */
  name: string
  rateLimit: RateLimitName
  /** `optional`: a bearer token may be sent and must then be valid; `required`: it must be sent. */
  auth: 'optional' | 'required'
  /** The body's schema; `null` for a call that takes no body (GET, or an empty POST). */
  schema: Schema
  run: (context: MutationContext<InputOf<Schema>>) => Promise<JsonAnswer>
}

type RouteContext = { params?: Promise<Record<string, string | string[]>> }

const NOT_JSON = serverErrors.notJson
const NOT_JSON_TYPE = serverErrors.notJsonType
const CROSS_SITE = serverErrors.crossSite
const UNEXPECTED = serverErrors.unexpected

/** An AppError as an envelope answer, with its headers (Retry-After). */
export function appErrorResponse(error: AppError, language?: AnswerLanguage): Response {
  const { headers, ...answer } = error.toAnswer()
  const { inLanguage } = error
  const inOwnWords: AnswerLanguage | undefined =
    language && inLanguage
      ? {
          locale: language.locale,
          translate: (text) => (text === error.message ? inLanguage(language.locale) : language.translate(text)),
        }
      : language
  const response = toResponse(answer, inOwnWords)
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

/**
 * Every JSON write endpoint goes through here, in this order: a write from another site's
 * page is refused, a body must be declared JSON, then the named rate limit (per client), the
 * bearer token, the body, the zod schema, then the use case. Failures become
 * the envelope of product brief §5 in one place; unexpected ones are logged without the
 * body and answered as a 500 that reveals nothing.
 */
export function jsonMutation<Schema extends ZodType | null>(options: MutationOptions<Schema>) {
  return async function handle(request: Request, route?: RouteContext): Promise<Response> {
    const locale = requestLocale(request)
    const language: AnswerLanguage = { locale, translate: (text) => translateText(text, locale) }
    try {
      // Another site's page can make its visitors' browsers post here; only Candor's own pages
      // may, and only as JSON (a form or text/plain body needs no permission from the browser).
      if (isCrossSiteWrite(request, getEnv().allowedOrigins)) throw new AppError('forbidden', CROSS_SITE)
      if (options.schema && !isJsonContentType(request)) throw new AppError('unsupportedType', NOT_JSON_TYPE)
      const clientHash = clientHashOf(request.headers)
      await consumeRateLimit(options.rateLimit, clientHash)
      const payload = await getPayloadClient()
      const member = await authenticateMember(payload, request.headers)
      if (options.auth === 'required') requireMember(member)

      let body: Record<string, unknown> = {}
      let input: unknown = undefined
      if (options.schema) {
        let raw: unknown
        try {
          raw = await request.json()
        } catch {
          throw new AppError('invalid', NOT_JSON)
        }
        if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new AppError('invalid', NOT_JSON)
        body = raw as Record<string, unknown>
        const parsed = options.schema.safeParse(body)
        if (!parsed.success) throw AppError.invalid(fieldErrorsOf(parsed.error.issues))
        input = parsed.data
      }

      const params: Record<string, string> = {}
      for (const [name, value] of Object.entries((await route?.params) ?? {})) {
        params[name] = Array.isArray(value) ? value.join('/') : value
      }
      const answer = await options.run({
        payload,
        input: input as InputOf<Schema>,
        body,
        member,
        clientHash,
        params,
        request,
      })
      return toResponse(answer, language)
    } catch (error) {
      if (error instanceof AppError) return appErrorResponse(error, language)
      if (isDiskFull(error)) {
        // One line says it: a full disk fails every write alike, and the query's trace adds nothing.
        getLogger().error({ mutation: options.name }, 'a write failed: the disk is full')
        return appErrorResponse(new AppError('unavailable', serverErrors.diskFull), language)
      }
      getLogger().error(
        { err: error, mutation: options.name, reqId: request.headers.get('x-request-id') },
        'mutation failed',
      )
      return toResponse({ status: 500, body: { code: '500', message: UNEXPECTED, errors: {} } }, language)
    }
  }
}
