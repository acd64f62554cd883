/**
 * The envelope of Candor's JSON answers: `{ code, data }` on success and
 * `{ code, message, errors }` on failure, with `code` the HTTP status as a string.
 */
const NO_STORE = { 'Cache-Control': 'no-store' }

export function jsonOk<T>(data: T, status = 200, headers: HeadersInit = NO_STORE): Response {
  return Response.json({ code: String(status), data }, { status, headers })
}

export function jsonError(status: number, message: string, errors: Record<string, string> = {}): Response {
  return Response.json({ code: String(status), message, errors }, { status, headers: NO_STORE })
}

/** A field in the Drupal entity form the contracts use: a list whose first item holds the value. */
export function field<T>(value: T): [{ value: T }] {
  return [{ value }]
}
