import { listMemberReviews } from '@/features/reviews/server'
import { jsonMutation } from '@/server/mutation'

/** The member's own reviews with their moderation state. */
export const GET = jsonMutation({
  name: 'accounts.reviews',
  rateLimit: 'accounts.read',
  auth: 'required',
  schema: null,
  run: listMemberReviews,
})
