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

/** A JSON answer as a Fetch response, never cached. */
export function toResponse({ status, body }: JsonAnswer): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** A field in the Drupal entity form the contracts use: a list whose first item holds the value. */
export function field<T>(value: T): [{ value: T }] {
  return [{ value }]
}
