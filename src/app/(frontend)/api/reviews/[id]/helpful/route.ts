import { helpfulVoteSchema, markHelpful } from '@/features/reviews/server'
import { jsonMutation } from '@/server/mutation'

/** "Helpful" on a published review (docs/api.md). */
export const POST = jsonMutation({
  name: 'reviews.helpful',
  rateLimit: 'reviews.helpful',
  auth: 'optional',
  schema: helpfulVoteSchema,
  run: markHelpful,
})
