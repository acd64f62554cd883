import { z, type Infer } from '@/lib/zod'

import { asCaller, requireMember } from '@/platform/member-auth'
import { displayNameOf } from '@/features/accounts'
import { ok, type JsonAnswer } from '@/lib/api-response'
import { AppError } from '@/lib/errors'
import type { MutationContext } from '@/platform/mutation-context'

import { isValidClaimToken } from './submit-review.server'
import { claimValidation } from '@/messages/en/claimValidation'
import { asSystem } from '@/lib/as-system'

export const CLAIM_MESSAGES = claimValidation

/**
 * Call 6's body: the review as the browser stored it, plus the account it should belong to.
 * Only the claim token and the account id decide anything; the name and email on the review
 * come from the account itself.
 */
export const claimReviewSchema = z.object({
  // Checked by the use case: a missing token is a refusal (403), not a form error.
  claim_token: z.string().optional(),
  field_review_account_id: z.coerce.number({ error: CLAIM_MESSAGES.accountMismatch }).int().positive(),
})

/**
 * Call 6, `POST /v1/data/review/{id}/update`: attaches a review written before sign-in to
 * the signed-in member. It needs the review's claim token, so nobody can take another
 * person's review by guessing ids; a review already owned by someone else is refused.
 */
export async function claimReview({
  payload,
  input,
  member,
  params,
}: MutationContext<Infer<typeof claimReviewSchema>>): Promise<JsonAnswer> {
  const me = requireMember(member)
  if (input.field_review_account_id !== me.id) throw new AppError('forbidden', CLAIM_MESSAGES.accountMismatch)
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null
  const review = id
    ? await payload
        .findByID({ collection: 'reviews', id, depth: 0, ...asSystem('ownAccount'), disableErrors: true })
        .catch(() => null)
    : null
  if (!review) throw new AppError('notFound', CLAIM_MESSAGES.notFound)
  if (!input.claim_token) throw new AppError('forbidden', CLAIM_MESSAGES.claimTokenMissing)
  if (!review.clientId || !isValidClaimToken(review.clientId, input.claim_token)) {
    throw new AppError('forbidden', CLAIM_MESSAGES.notYours)
  }
  const owner = typeof review.member === 'object' ? review.member?.id : review.member
  if (owner && owner !== me.id) throw new AppError('forbidden', CLAIM_MESSAGES.notYours)

  if (!owner) {
    const account = await payload.findByID({ collection: 'members', id: me.id, depth: 0, ...asCaller(me) })
    await payload.update({
      collection: 'reviews',
      id: review.id,
      ...asSystem('ownAccount'),
      data: {
        member: me.id,
        displayName: displayNameOf(account.firstName, account.lastName),
        email: account.email,
      },
    })
  }
  return ok({ review: { id: review.id, status: review.status } })
}
