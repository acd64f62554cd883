import { NextResponse, type NextRequest } from 'next/server'

import { baseSecurityHeaders, buildContentSecurityPolicy } from './lib/security-headers'

/**
 * Runs before every page and API route: gives the request a fresh CSP nonce (Next.js
 * reads it from the request's policy header and puts it on its own scripts) and sets
 * the security headers on the response.
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
  for (const [name, value] of Object.entries(baseSecurityHeaders({ isProduction }))) {
    response.headers.set(name, value)
  }
  return response
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
