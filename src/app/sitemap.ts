import type { MetadataRoute } from 'next'

import { articlePath, ARTICLES_PATH, PAGE_SLUGS, pagePath } from '@/features/content/content-paths'
import { listArticles } from '@/features/content/content.server'
import { listPlans } from '@/features/plans/market-index.server'
import { getEnv } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { ROUTES } from '@/lib/routes'

// Read from the database when asked, not at build time: the build may run before the
// database exists.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().siteUrl
  const payload = await getPayloadClient()
  const plans = await listPlans(payload)
  const articles = await listArticles(payload)
  const states = [...new Set(plans.map((plan) => plan.state))]
  return [
    { url: `${base}${ROUTES.home}` },
    { url: `${base}${ROUTES.contentGuidelines}` },
    { url: `${base}${ROUTES.quiz}` },
    { url: `${base}${ROUTES.reportMethodology}` },
    ...Object.values(PAGE_SLUGS).map((slug) => ({ url: `${base}${pagePath(slug)}` })),
    { url: `${base}${ARTICLES_PATH}` },
    ...articles.map((article) => ({ url: `${base}${articlePath(article.slug)}`, lastModified: article.updatedAt })),
    { url: `${base}${ROUTES.contentGuidelines}/moderation` },
    { url: `${base}/plans` },
    { url: `${base}/find` },
    ...states.map((state) => ({ url: `${base}/plans/state/${state.toLowerCase()}` })),
    ...plans.map((plan) => ({ url: `${base}/plans/${plan.nid}` })),
  ]
}
