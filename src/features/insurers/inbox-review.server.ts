import type { PayloadRequest } from 'payload'

import { staffError } from '@/lib/staff-refusal'

import { validationWords } from '@/platform/admin-validation'

import { READ_IN_RECORDED_ACTION } from './review-reads.server'

/** A relationship's id, whether it came as an id or as the populated document. */
export const idOf = (value: unknown): number | null =>
  typeof value === 'object' && value !== null
    ? Number((value as { id: unknown }).id)
    : value == null
      ? null
      : Number(value)

/**
 * The review an insurer's mark or reply is about, read with the insurer's own access (so only a
 * published review of its own plans), with its plan and issuer; otherwise a 404 saying the review
 * is not in its inbox, in the admin's language.
 */
export async function reviewInInbox(
  req: PayloadRequest,
  value: unknown,
): Promise<{ id: number; plan: number; issuerId: string }> {
  const reviewId = idOf(value)
  const review =
    reviewId === null || !Number.isInteger(reviewId)
      ? null
      : await req.payload
          .findByID({
            collection: 'reviews',
            id: reviewId,
            depth: 0,
            overrideAccess: false,
            user: req.user,
            req,
            // The mark or reply it is read for is what the trail records.
            context: { [READ_IN_RECORDED_ACTION]: true },
            select: { plan: true, planSnapshot: true },
          })
          .catch(() => null)
  const issuerId = review?.planSnapshot?.issuerId
  if (!review || !issuerId) throw staffError(validationWords(req).noteNotInInbox, 404)
  return { id: review.id, plan: review.plan, issuerId }
}
