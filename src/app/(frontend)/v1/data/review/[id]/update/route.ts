import { claimReview, claimReviewSchema } from '@/features/reviews/server'
import { jsonMutation } from '@/server/mutation'

/** Call 6: attach a review written before sign-in to the signed-in member. */
export const POST = jsonMutation({
  name: 'reviews.claim',
  rateLimit: 'accounts.write',
  auth: 'required',
  schema: claimReviewSchema,
  run: claimReview,
})
