import { NextResponse, type NextRequest } from 'next/server'

import { isMissingPlanPage } from './features/plans/server'
import { trackerSources } from './features/measurement'
import { getEnv } from './lib/env'
import { isFalseMultipart, NOT_MULTIPART, refusalResponse } from './platform/request-guard'
import { buildContentSecurityPolicy } from './lib/security-headers'
import { getPayloadClient } from './platform/payload.server'
import { isAdminPath, isUnknownTopLevelPath, ROUTES } from './platform/routes'
import { isSharedPage, SHARED_CACHE_CONTROL } from './platform/shared-pages'
import { serverErrors } from './messages/en/serverErrors'
import {
  isUnlocalizedPath,
  localeOfPath,
  localizeHref,
  LOCALE_COOKIE,
  LOCALE_HEADER,
  PATH_HEADER,
  stripLocale,
} from './lib/i18n'

/**
 * A path no route claims (a leading underscore never names a route): rewriting an unknown
 * address, or a missing plan or state page, to it has Next.js answer with the 404 page,
 * rendered on the server, and status 404, while the address bar keeps the address the person
 * asked for. (AppLink does not prefetch such addresses.)
 */
const NOT_FOUND_PATH = '/_not-found-page'

/** The form of the ids Next.js gives server actions. */
const SERVER_ACTION_ID = /^[0-9a-f]{42}$/i

/** The sitemap answers under `/es` too, with the Spanish addresses. */
const SITEMAP_PATH = '/sitemap.xml'

/**
 * Runs before every page: gives the request a fresh CSP nonce (Next.js reads it from the
 * request's policy header and puts it on its own scripts) and sends the policy. The other
 * security headers come from next.config.ts, for every answer. A public page that is the same
 * for everyone is marked for the shared cache in front (`isSharedPage`): its first answer is
 * one the cache may keep, its policy and nonce with it (decision 027).
 *
 * It also settles the language (docs/decisions/012-languages.md): `/es/…` is served by the
 * page of `…` with the language in a request header, and a person who chose Spanish with the
 * language switch is sent from an English address to its Spanish twin. Nobody else is
 * redirected: a search engine or a first visit gets the address it asked for.
 */
export async function proxy(request: NextRequest) {
  // A server action's id is a hash Next.js wrote (42 hex digits); a posted form must be one.
  const action = request.headers.get('next-action')
  if (action !== null && !SERVER_ACTION_ID.test(action)) {
    return refusalResponse(request, { status: 400, message: serverErrors.invalid })
  }
  // The CMS API checks its own bodies (lib/cms-api-guard.ts). Any other address, a route's or
  // not, may be read as a page's server action, which fails on a form it cannot read.
  const isCmsApi = request.nextUrl.pathname.startsWith('/api/cms/')
  if (request.method === 'POST' && !isCmsApi && (await isFalseMultipart(request))) {
    return refusalResponse(request, NOT_MULTIPART)
  }
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

  const { pathname, search } = request.nextUrl
  const locale = localeOfPath(pathname)
  const barePath = stripLocale(pathname)
  requestHeaders.set(LOCALE_HEADER, locale)
  requestHeaders.set(PATH_HEADER, barePath)

  if (
    locale === 'en' &&
    request.cookies.get(LOCALE_COOKIE)?.value === 'es' &&
    !isUnlocalizedPath(pathname) &&
    !isAdminPath(pathname)
  ) {
    return NextResponse.redirect(new URL(localizeHref(`${pathname}${search}`, 'es'), request.url), 307)
  }
  // The article's address is exact; any other spelling of it (all lower case) is sent there.
  if (barePath !== ROUTES.article && barePath.toLowerCase() === ROUTES.article.toLowerCase()) {
    return NextResponse.redirect(new URL(localizeHref(ROUTES.article, locale), request.url), 308)
  }
  const isMissing =
    isUnknownTopLevelPath(barePath) ||
    (locale === 'es' && barePath !== SITEMAP_PATH && (isUnlocalizedPath(barePath) || isAdminPath(barePath))) ||
    (await isMissingPlanPage(getPayloadClient, barePath))
  const target = isMissing ? NOT_FOUND_PATH : locale === 'es' ? barePath : null
  const response = target
    ? NextResponse.rewrite(new URL(`${target}${isMissing ? '' : search}`, request.url), {
        request: { headers: requestHeaders },
      })
    : NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  if (!isMissing && isSharedPage({ method: request.method, pathname, search, headers: request.headers })) {
    response.headers.set('Cache-Control', SHARED_CACHE_CONTROL)
  }
  return response
}

export const config = {
  matcher: [
    // Spanish pages always pass, prefetches included: only the proxy knows where they live.
    '/es',
    '/es/:path*',
    {
      // JSON endpoints and static files carry no scripts to protect: they skip the proxy. The
      // site's own calls under /api (call 2, its captcha, reports) read the language from
      // Accept-Language, not from the proxy's headers.
      source: '/((?!_next/static|_next/image|favicon.ico|v1/|api/reviews|healthz|readyz).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    // A multipart form, to any address: Next.js reads one as a server action on the 404 page
    // too (an unknown address under /v1/ or /api/reviews), so its body is checked here first.
    {
      source: '/((?!_next/static|_next/image|favicon.ico).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
  ],
}
