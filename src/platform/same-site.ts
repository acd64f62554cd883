/**
 * Whether a write comes from a page of another site. A browser says where a request comes
 * from (`Sec-Fetch-Site`, and `Origin` on every cross-origin POST), and a page of another site
 * can make its visitors' browsers post a form or a `text/plain` body to Candor without asking.
 * Calls that send neither header (scripts, the site's own server) are not a browser acting for
 * a visitor, and pass.
 */
export function isCrossSiteWrite(request: Request, allowedOrigins: readonly string[]): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false
  const site = request.headers.get('sec-fetch-site')
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  if (origin === 'null') return true
  if (allowedOrigins.includes(origin)) return false
  try {
    return origin !== new URL(request.url).origin
  } catch {
    return true
  }
}

/** Whether the body is declared as JSON (`application/json`, or a `+json` type). */
export function isJsonContentType(request: Request): boolean {
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase()
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)
}
