import { readerReportSchema, reportReview } from '@/features/moderation/server'
import { jsonMutation } from '@/server/mutation'

/** "Report this review" on a published review (docs/api.md). */
export const POST = jsonMutation({
  name: 'reviews.report',
  rateLimit: 'reviews.report',
  auth: 'optional',
  schema: readerReportSchema,
  run: reportReview,
})
