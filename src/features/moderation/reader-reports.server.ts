import { createHash } from 'node:crypto'

import { z, type Infer } from '@/lib/zod'

import { ok, type JsonAnswer } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import type { MutationContext } from '@/platform/mutation-context'

import { findPublishedReview } from '@/features/reviews/server'

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

/** How many people (accounts or connections) must report illegal or harmful content before a review is hidden unchecked. */
export const REPORTS_THAT_HIDE = 3

/**
 * "Report this review": one report per person (account or connection) per published
 * review. The review goes back into the queue for both checks and stays visible while it is
 * checked: one report, which anyone could send, never takes a review off the site. Reports
 * of illegal or harmful content from three different people hide it until staff check it
 * (a staff rejection hides it for good); the trail records the hiding and any putting back.
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
  const hidingReports =
    input.reason === HIDING_REPORT_REASON
      ? (
          await payload.count({
            collection: 'review-reports',
            where: { and: [{ review: { equals: review.id } }, { reason: { equals: HIDING_REPORT_REASON } }] },
            ...asSystem('visitorSubmission'),
          })
        ).totalDocs
      : 0
  const hides = hidingReports >= REPORTS_THAT_HIDE
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
  const record = (action: 'reported' | 'hidden', reason: ReaderReportReason, note?: string) =>
    payload.create({
      collection: 'moderation-events',
      ...asSystem('visitorSubmission'),
      data: { review: review.id, reviewRef: review.id, action, reason, note, overallRating: review.overallRating },
    })
  await record('reported', input.reason)
  if (hides)
    await record('hidden', HIDING_REPORT_REASON, `${hidingReports} readers reported illegal or harmful content.`)
  return ok({ reported: true, message: READER_REPORT_MESSAGES.received })
}
