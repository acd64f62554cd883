import { preferredLocale, type Locale } from '@/lib/i18n'

/**
 * The envelope of Candor's JSON answers: `{ code, data }` on success and
 * `{ code, message, errors }` on failure, with `code` the HTTP status as a string.
 */
export type JsonAnswer = { status: number; body: unknown }

export function ok<T>(data: T, status = 200): JsonAnswer {
  return { status, body: { code: String(status), data } }
}

export function failure(status: number, message: string, errors: Record<string, string> = {}): JsonAnswer {
  return { status, body: { code: String(status), message, errors } }
}

/** How a failure's sentences are put in the language a request asked for (lib/mutation.ts). */
export type AnswerLanguage = { locale: Locale; translate: (text: string) => string }

/**
 * A JSON answer as a Fetch response, never cached. With `language`, a failure's message and
 * field errors are given in it, the rest as it is.
 */
export function toResponse({ status, body }: JsonAnswer, language?: AnswerLanguage): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (language) headers['Content-Language'] = language.locale
  return Response.json(language ? localizedBody(body, language.translate) : body, { status, headers })
}

function localizedBody(body: unknown, translate: (text: string) => string): unknown {
  if (!body || typeof body !== 'object' || !('message' in body)) return body
  const failure = body as { message?: unknown; errors?: unknown }
  const errors =
    failure.errors && typeof failure.errors === 'object'
      ? Object.fromEntries(
          Object.entries(failure.errors as Record<string, unknown>).map(([field, text]) => [
            field,
            typeof text === 'string' ? translate(text) : text,
          ]),
        )
      : failure.errors
  return {
    ...failure,
    message: typeof failure.message === 'string' ? translate(failure.message) : failure.message,
    errors,
  }
}

/** The language a JSON request asks its messages in: Spanish when Accept-Language prefers it. */
export function requestLocale(request: Request): Locale {
  return preferredLocale(request.headers.get('accept-language')) ?? 'en'
}

/** A field in the Drupal entity form the contracts use: a list whose first item holds the value. */
export function field<T>(value: T): [{ value: T }] {
  return [{ value }]
}
