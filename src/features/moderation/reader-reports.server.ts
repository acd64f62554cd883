import 'server-only'

import { createHash } from 'node:crypto'

import { z, type Infer } from '@/lib/zod'

import { ok, type JsonAnswer } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import type { MutationContext } from '@/platform/mutation-context'

import { findPublishedReview } from '@/features/reviews/node'

import { HIDING_REPORT_REASON, READER_REPORT_REASON_VALUES, type ReaderReportReason } from './reasons'
import { readerReportValidation } from '@/messages/en/readerReportValidation'
import { asSystem } from '@/lib/as-system'

export const READER_REPORT_MESSAGES = readerReportValidation

export const readerReportSchema = z.object({
  reason: z.custom<ReaderReportReason>(
    (value) => typeof value === 'string' && (READER_REPORT_REASON_VALUES as readonly string[]).includes(value),
    { error: READER_REPORT_MESSAGES.reasonRequired },
  ),
})

/**
 * "Report this review": one report per person (account or connection) per published
 * review. The review goes back into the queue for both checks; it stays visible unless the
 * reason is illegal or harmful content, which takes it off the site until it is checked.
 */
export async function reportReview({
  payload,
  input,
  member,
  clientHash,
  params,
}: MutationContext<Infer<typeof readerReportSchema>>): Promise<JsonAnswer> {
  const review = await findPublishedReview(payload, params.id)
  if (!review) throw new AppError('notFound', READER_REPORT_MESSAGES.notFound)

  const reporter = member ? `member:${member.id}` : `client:${clientHash}`
  const reporterKey = createHash('sha256').update(`${review.id}|${reporter}`).digest('hex')
  const earlier = await payload.count({
    collection: 'review-reports',
    where: { reporterKey: { equals: reporterKey } },
    ...asSystem('visitorSubmission'),
  })
  if (earlier.totalDocs > 0) throw new AppError('conflict', READER_REPORT_MESSAGES.already)

  const hides = input.reason === HIDING_REPORT_REASON
  try {
    await payload.create({
      collection: 'review-reports',
      ...asSystem('visitorSubmission'),
      data: { review: review.id, reason: input.reason, reporterKey },
    })
  } catch (error) {
    const raced = await payload.count({
      collection: 'review-reports',
      where: { reporterKey: { equals: reporterKey } },
      ...asSystem('visitorSubmission'),
    })
    if (raced.totalDocs > 0) throw new AppError('conflict', READER_REPORT_MESSAGES.already)
    throw error
  }
  await payload.update({
    collection: 'reviews',
    id: review.id,
    ...asSystem('visitorSubmission'),
    data: {
      editorialDecision: null,
      editorialBy: null,
      editorialAt: null,
      policyDecision: null,
      policyBy: null,
      policyAt: null,
      keepVisible: !hides,
      status: hides ? 'pending' : 'published',
      reportCount: (review.reportCount ?? 0) + 1,
    },
  })
  await payload.create({
    collection: 'moderation-events',
    ...asSystem('visitorSubmission'),
    data: {
      review: review.id,
      reviewRef: review.id,
      action: 'reported',
      reason: input.reason,
      overallRating: review.overallRating,
    },
  })
  return ok({ reported: true, message: READER_REPORT_MESSAGES.received })
}
