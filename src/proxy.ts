import { NextResponse, type NextRequest } from 'next/server'

import { buildContentSecurityPolicy } from './lib/security-headers'

/**
 * Runs before every page: gives the request a fresh CSP nonce (Next.js reads it from the
 * request's policy header and puts it on its own scripts) and sends the policy. The other
 * security headers come from next.config.ts, for every answer.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const isProduction = process.env.NODE_ENV === 'production'
  const policy = buildContentSecurityPolicy({
    nonce,
    isDevelopment: !isProduction,
    upgradeInsecureRequests: (process.env.SITE_URL ?? '').startsWith('https://'),
  })

  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('Content-Security-Policy', policy)

  const response = NextResponse.next({ request: { headers: requestHeaders } })
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
