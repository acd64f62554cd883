import { failure, type JsonAnswer } from './api-response'
import type { Locale } from '@/lib/i18n'

/**
 * The failures Candor's use cases raise on purpose, each with the HTTP status it answers.
 * Anything else thrown is unexpected: logged, and answered as a 500 that reveals nothing.
 */
export const ERROR_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unsupportedType: 415,
  locked: 423,
  rateLimited: 429,
  unavailable: 503,
} as const

export type AppErrorCode = keyof typeof ERROR_STATUS

export class AppError extends Error {
  readonly code: AppErrorCode
  /** Messages for the form, keyed by field name. */
  readonly fields: Record<string, string>
  /** Extra response headers, such as Retry-After. */
  readonly headers: Record<string, string>
  /**
   * The message in another language, for a message made with figures (minutes until a
   * limit lifts) that no table of fixed sentences can hold.
   */
  readonly inLanguage?: (locale: Locale) => string

  constructor(
    code: AppErrorCode,
    message: string,
    options: {
      fields?: Record<string, string>
      headers?: Record<string, string>
      inLanguage?: (locale: Locale) => string
    } = {},
  ) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.fields = options.fields ?? {}
    this.headers = options.headers ?? {}
    this.inLanguage = options.inLanguage
  }

  /** A field error: the first field's message is also the answer's message. */
  static invalid(fields: Record<string, string>): AppError {
    const first = Object.values(fields)[0]
    if (first === undefined) throw new TypeError('A field error names at least one field.')
    return new AppError('invalid', first, { fields })
  }

  toAnswer(): JsonAnswer & { headers: Record<string, string> } {
    return { ...failure(ERROR_STATUS[this.code], this.message, this.fields), headers: this.headers }
  }
}
