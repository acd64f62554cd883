import type { MetadataRoute } from 'next'

import { listPlans } from '@/features/plans/market-index.server'
import { getEnv } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { ROUTES } from '@/lib/routes'

// Read from the database when asked, not at build time: the build may run before the
// database exists.
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getEnv().siteUrl
  const plans = await listPlans(await getPayloadClient())
  const states = [...new Set(plans.map((plan) => plan.state))]
  return [
    { url: `${base}${ROUTES.home}` },
    { url: `${base}${ROUTES.contentGuidelines}` },
    { url: `${base}${ROUTES.contentGuidelines}/moderation` },
    { url: `${base}/plans` },
    { url: `${base}/find` },
    ...states.map((state) => ({ url: `${base}/plans/state/${state.toLowerCase()}` })),
    ...plans.map((plan) => ({ url: `${base}/plans/${plan.nid}` })),
  ]
}
