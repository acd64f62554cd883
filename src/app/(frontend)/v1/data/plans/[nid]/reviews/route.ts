import { getPlanDetails } from '@/features/plans/server'
import { getPlanReviewPage } from '@/features/reviews/server'
import { REVIEW_SORTS } from '@/features/reviews'
import { failure, ok, toResponse } from '@/lib/api-response'
import { getPayloadClient } from '@/platform/payload.server'
import { z } from '@/lib/zod'

const querySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: `Sort by ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  score: z.coerce
    .number({ error: 'Give an overall score from 1 to 5' })
    .int('Give an overall score from 1 to 5')
    .min(1, 'Give an overall score from 1 to 5')
    .max(5, 'Give an overall score from 1 to 5')
    .optional(),
  offset: z.coerce
    .number({ error: 'Give the offset as a whole number' })
    .int('Give the offset as a whole number')
    .min(0, 'Give the offset as a whole number')
    .max(1_000_000, 'Give the offset as a whole number')
    .default(0),
})

/** One page of a plan's published reviews, for the plan page's list (docs/api.md). */
export async function GET(request: Request, { params }: { params: Promise<{ nid: string }> }): Promise<Response> {
  const { nid } = await params
  const payload = await getPayloadClient()
  if (!/^\d{1,9}$/.test(nid) || !(await getPlanDetails(payload, Number(nid)))) {
    return toResponse(failure(404, 'There is no plan with this id'))
  }
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = querySchema.safeParse(query)
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
    return toResponse(failure(400, Object.values(errors)[0]!, errors))
  }
  const reviews = await getPlanReviewPage(payload, Number(nid), parsed.data)
  return toResponse(ok({ reviews }))
}
