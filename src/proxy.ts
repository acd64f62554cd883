import { NextResponse, type NextRequest } from 'next/server'

import { isMissingPlanPage } from './features/plans/missing-pages.server'
import { trackerSources } from './features/measurement/trackers'
import { getEnv } from './lib/env'
import { buildContentSecurityPolicy } from './lib/security-headers'
import { getPayloadClient } from './lib/payload'
import { isUnknownTopLevelPath, ROUTES } from './lib/routes'

/**
 * A path no route claims (a leading underscore never names a route): rewriting an unknown
 * address, or a missing plan or state page, to it has Next.js answer with the 404 page,
 * rendered on the server, and status 404, while the address bar keeps the address the person
 * asked for. (AppLink does not prefetch such addresses.)
 */
const NOT_FOUND_PATH = '/_not-found-page'

/**
 * Runs before every page: gives the request a fresh CSP nonce (Next.js reads it from the
 * request's policy header and puts it on its own scripts) and sends the policy. The other
 * security headers come from next.config.ts, for every answer.
 */
export async function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const isProduction = process.env.NODE_ENV === 'production'
  const policy = buildContentSecurityPolicy({
    nonce,
    isDevelopment: !isProduction,
    upgradeInsecureRequests: (process.env.SITE_URL ?? '').startsWith('https://'),
    extra: trackerSources(getEnv().measurement),
  })

  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('Content-Security-Policy', policy)

  const { pathname } = request.nextUrl
  // The article's address is exact; any other spelling of it (all lower case) is sent there.
  if (pathname !== ROUTES.article && pathname.toLowerCase() === ROUTES.article.toLowerCase()) {
    return NextResponse.redirect(new URL(ROUTES.article, request.url), 308)
  }
  const isMissing = isUnknownTopLevelPath(pathname) || (await isMissingPlanPage(getPayloadClient, pathname))
  const response = isMissing
    ? NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  matcher: [
    {
      // JSON endpoints and static files carry no scripts to protect: they skip the proxy.
      source: '/((?!_next/static|_next/image|favicon.ico|v1/|healthz|readyz).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
