/**
 * Calls a Next.js route handler the way the server would: a JSON request with the internal
 * client-address header, an optional bearer token, and the route's params.
 */
type Handler = (request: Request, context?: { params: Promise<Record<string, string>> }) => Promise<Response>

export type JsonResult<T = Record<string, unknown>> = { status: number; body: T; headers: Headers }

export async function callRoute<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  handler: Handler,
  {
    method = 'POST',
    body,
    token,
    address = '192.0.2.10',
    params = {},
    language,
  }: {
    method?: string
    body?: unknown
    token?: string
    address?: string
    params?: Record<string, string>
    /** Sent as Accept-Language: the language the answer's messages are asked in. */
    language?: string
  } = {},
): Promise<JsonResult<T>> {
  const headers = new Headers({ 'x-candor-client-address': address })
  if (body !== undefined) headers.set('content-type', 'application/json')
  if (token) headers.set('authorization', `Bearer ${token}`)
  if (language) headers.set('accept-language', language)
  const response = await handler(
    new Request('http://localhost/route', {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve(params) },
  )
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}
