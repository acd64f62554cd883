import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { baseSecurityHeaders } from './src/lib/security-headers'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // app/global-not-found.tsx answers every 404 with server-rendered HTML in the site frame:
  // the (frontend) and (payload) groups each have a root layout of their own.
  experimental: { globalNotFound: true },
  // Next.js compresses what it answers (gzip) when the caller takes it (decision 010).
  compress: true,
  // Node-only clients loaded as they are, not bundled.
  serverExternalPackages: ['ioredis', 'rate-limiter-flexible'],
  // Every answer, pages, JSON and files alike, carries the static security headers; the
  // per-request Content-Security-Policy is added to pages by src/proxy.ts.
  async headers() {
    const headers = baseSecurityHeaders({ isProduction: process.env.NODE_ENV === 'production' })
    return [{ source: '/:path*', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }]
  },
  // Next.js is Candor's only server (decision 027); src/server/preload.ts stamps, logs and
  // gates each request before Next.js reads it.
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

/**
 * Payload asks every browser for its colour scheme with `Accept-CH` and `Critical-CH`; the
 * second makes a browser that did not send the hint ask for the page a second time. Only the
 * admin uses the hint, so only the admin asks: a visitor's first page is one request.
 */
function colourSchemeHintOnlyInTheAdmin(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    async headers() {
      return (await headers()).map((rule) =>
        rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
      )
    },
  }
}

export default colourSchemeHintOnlyInTheAdmin(withPayload(nextConfig, { devBundleServerPackages: false }))
