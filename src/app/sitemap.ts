import type { MetadataRoute } from 'next'

import { articlePath, ARTICLES_PATH, PAGE_SLUGS, pagePath } from '@/features/content/server'
import { listArticles } from '@/features/content/server'
import { listPlans } from '@/features/plans/server'
import { getEnv } from '@/lib/env'
import { localizeHref } from '@/lib/i18n'
import { getLocale } from '@/platform/locale.server'
import { getPayloadClient } from '@/platform/payload.server'
import { ROUTES } from '@/platform/routes'

// Read from the database when asked, not at build time: the build may run before the
// database exists.
export const dynamic = 'force-dynamic'

/**
 * The English sitemap at `/sitemap.xml` and the Spanish one at `/es/sitemap.xml` (the proxy
 * serves it from here with the language set): each address with its twin in the other
 * language.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const locale = await getLocale()
  const site = getEnv().siteUrl
  const payload = await getPayloadClient()
  const plans = await listPlans(payload)
  const articles = await listArticles(payload)
  const states = [...new Set(plans.map((plan) => plan.state))]
  const pages: { path: string; lastModified?: string }[] = [
    { path: ROUTES.home },
    { path: ROUTES.contentGuidelines },
    { path: ROUTES.quiz },
    { path: ROUTES.costs },
    { path: ROUTES.reportMethodology },
    ...Object.values(PAGE_SLUGS).map((slug) => ({ path: pagePath(slug) })),
    { path: ARTICLES_PATH },
    ...articles.map(({ doc }) => ({ path: articlePath(doc.slug), lastModified: doc.updatedAt })),
    { path: `${ROUTES.contentGuidelines}/moderation` },
    { path: '/plans' },
    { path: '/find' },
    ...states.map((state) => ({ path: `/plans/state/${state.toLowerCase()}` })),
    ...plans.map((plan) => ({ path: `/plans/${plan.nid}` })),
  ]
  return pages.map(({ path, lastModified }) => ({
    url: `${site}${localizeHref(path, locale)}`,
    ...(lastModified ? { lastModified } : {}),
    alternates: { languages: { 'en-US': `${site}${path}`, 'es-US': `${site}${localizeHref(path, 'es')}` } },
  }))
}
