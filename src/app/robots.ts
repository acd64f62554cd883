import type { MetadataRoute } from 'next'

import { getEnv } from '@/lib/env'
import { ROUTES } from '@/lib/routes'

/**
 * Paths crawlers are asked to leave alone: the staff admin, a member's own pages, personal
 * reports (they hold health answers), and every JSON endpoint.
 */
export const DISALLOWED_PATHS = ['/admin', ROUTES.profile, '/report/', '/api/', '/v1/', '/healthz', '/readyz'] as const

// The site's address comes from the configuration at run time, not at build time.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().siteUrl
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] }],
    sitemap: [`${base}/sitemap.xml`, `${base}/es/sitemap.xml`],
  }
}
