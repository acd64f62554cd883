import { countPageView } from '@/features/measurement/server'
import { pageViewSchema } from '@/features/measurement'
import { jsonMutation } from '@/server/mutation'

/** Candor's own page-view count: the path and the day, no cookie, no address, no identifier. */
export const POST = jsonMutation({
  name: 'pageViews.count',
  rateLimit: 'pageViews.count',
  auth: 'optional',
  schema: pageViewSchema,
  run: countPageView,
})
