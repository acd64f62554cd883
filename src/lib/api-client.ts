import { isRecord } from '@/lib/json-read'

export type ApiAnswer =
  | { ok: true; status: number; data: unknown }
  | { ok: false; status: number; message: string | null; errors: Record<string, string> }

export type CallOptions = {
  method?: 'GET' | 'POST' | 'DELETE'
  /** The member's bearer token, for the calls that need one. */
  token?: string | null
  /** Sent as JSON. A POST without a body sends none. */
  body?: unknown
  fetch?: typeof fetch
  /** Lets the request finish when the page is left (logout). */
  keepalive?: boolean
  /** Cancels the call (a list no longer shown); it then reads as unanswered. */
  signal?: AbortSignal
}

/** How long one call may take before it counts as unanswered. */
const CALL_TIMEOUT_MS = 20_000

function withTimeout(signal: AbortSignal | undefined): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== 'function') return signal
  const timeout = AbortSignal.timeout(CALL_TIMEOUT_MS)
  if (!signal) return timeout
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal
}

/** The message and field errors of a failure envelope; anything malformed reads as absent. */
export function failureOf(body: unknown): { message: string | null; errors: Record<string, string> } {
  if (!isRecord(body)) return { message: null, errors: {} }
  const errors = isRecord(body.errors) ? body.errors : {}
  return {
    message: typeof body.message === 'string' ? body.message : null,
    errors: Object.values(errors).every((value) => typeof value === 'string') ? (errors as Record<string, string>) : {},
  }
}

/** The envelope of an answer as the forms read it: `data` on success, the message and field errors otherwise. */
export function readAnswer(status: number, body: unknown): ApiAnswer {
  if (status >= 200 && status < 300) {
    const data = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : null
    return { ok: true, status, data }
  }
  return { ok: false, status, ...failureOf(body) }
}

/**
 * Calls one of Candor's JSON endpoints and reads the envelope (docs/api.md). Never throws:
 * a call that gets no answer, or none in time, reads as status 0.
 */
export async function callApi(path: string, options: CallOptions = {}): Promise<ApiAnswer> {
  const { method = 'POST', token, body, keepalive, signal } = options
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const headers: Record<string, string> = { accept: 'application/json' }
  // Messages come back in the language of the page, whatever the browser's own preference.
  if (typeof document !== 'undefined' && document.documentElement.lang) {
    headers['accept-language'] = document.documentElement.lang
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  try {
    const response = await doFetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'same-origin',
      // Account pages may have had a token in their address: it never travels as a referrer.
      referrerPolicy: 'no-referrer',
      keepalive,
      signal: withTimeout(signal),
    })
    const parsed: unknown = await response.json().catch(() => null)
    return readAnswer(response.status, parsed)
  } catch {
    return { ok: false, status: 0, message: null, errors: {} }
  }
}
