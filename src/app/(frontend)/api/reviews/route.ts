import { submitReview } from '@/features/reviews/server'
import { reviewPayloadSchema } from '@/features/reviews'
import { jsonMutation } from '@/server/mutation'

/** Call 2: a review from a visitor or a member, stored as pending (docs/api.md). */
export const POST = jsonMutation({
  name: 'reviews.submit',
  rateLimit: 'reviews.submit',
  auth: 'optional',
  schema: reviewPayloadSchema,
  run: submitReview,
})
