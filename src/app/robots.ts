import type { MetadataRoute } from 'next'

import { getEnv } from '@/lib/env'
import { localizeHref } from '@/lib/i18n'
import { ROUTES } from '@/platform/routes'

/**
 * Paths crawlers are asked to leave alone: the staff admin, a member's own pages and personal
 * reports in both languages (reports hold health answers), and every JSON endpoint.
 */
export const DISALLOWED_PATHS = [
  '/admin',
  ROUTES.profile,
  localizeHref(ROUTES.profile, 'es'),
  '/report/',
  '/es/report/',
  '/api/',
  '/v1/',
  '/healthz',
  '/readyz',
] as const

/** The one public page under `/report/`: how the ranking works, which the sitemap lists. */
export const ALLOWED_UNDER_REPORTS = [ROUTES.reportMethodology, localizeHref(ROUTES.reportMethodology, 'es')]

// The site's address comes from the configuration at run time, not at build time.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const base = getEnv().siteUrl
  return {
    rules: [{ userAgent: '*', allow: ['/', ...ALLOWED_UNDER_REPORTS], disallow: [...DISALLOWED_PATHS] }],
    sitemap: [`${base}/sitemap.xml`, `${base}/es/sitemap.xml`],
  }
}
