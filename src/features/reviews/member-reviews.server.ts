import { ownReviewsOf } from '@/access/own-reviews'
import { requireMember } from '@/platform/member-auth'
import { namePlans } from '@/features/plans/server'
import { tidyName } from '@/features/plans'
import { ok, type JsonAnswer } from '@/lib/api-response'
import type { MutationContext } from '@/platform/mutation-context'
import { asSystem } from '@/lib/as-system'
import type { MemberDataPart } from '@/features/accounts/server'

import { CAPTCHA_LIFETIME_SECONDS } from './captcha.server'
import { exportedAnswersOf, forgottenAnswers } from './review-field-keys'

/**
 * A kept review keeps what the plan page shows and moderation's record of it. The rest leads
 * back to its author or was meant for them: the answers the table of answers marks so (the name
 * and address, the note and the permission given to the insurer), the member, the staff's note
 * to the author, the device's id (its claim token is made from it), the connection's hash.
 */
const FORGOTTEN_AUTHOR = {
  ...forgottenAnswers(),
  member: null,
  noteToAuthor: null,
  clientId: null,
  clientHash: null,
} as const

/**
 * Whether the captcha solution that let a review in could still be sent again: it is refused a
 * second time only while a stored row holds it, so a review this young keeps it.
 */
const holdsLiveCaptcha = (createdAt: string, now = Date.now()) =>
  now - Date.parse(createdAt) <= CAPTCHA_LIFETIME_SECONDS * 1000

/** The signed-in member's own reviews, newest first, with where each stands in moderation. */
export async function listMemberReviews({ payload, member }: MutationContext<undefined>): Promise<JsonAnswer> {
  const me = requireMember(member)
  const found = await payload.find({
    collection: 'reviews',
    ...ownReviewsOf(me),
    sort: '-createdAt',
    pagination: false,
    depth: 0,
  })
  const names = await namePlans(
    payload,
    found.docs.map((doc) => doc.plan),
  )
  return ok({
    reviews: found.docs.map((doc) => ({
      id: doc.id,
      plan: doc.plan,
      plan_name: names.get(doc.plan) ?? null,
      issuer_legal_name: doc.planSnapshot?.issuerLegalName ? tidyName(doc.planSnapshot.issuerLegalName) : null,
      state: doc.planSnapshot?.state ?? null,
      reporting_unit: doc.planSnapshot?.reportingUnit ?? null,
      status: doc.status,
      submitted_at: doc.createdAt,
      published_at: doc.publishedAt ?? null,
      overall: doc.overallRating,
      public_message: doc.publicMessage,
    })),
  })
}

/**
 * Reviews' part of a member's data: every review they wrote, whatever its state, with its
 * private note; on deletion, each review is deleted, or kept as its public part alone (no name,
 * email, note or anything else that leads back to its author) when it is published and the
 * member chose to keep such reviews.
 */
export const memberReviewsData: MemberDataPart = {
  key: 'reviews',
  async exportFor(payload, member) {
    const found = await payload.find({ collection: 'reviews', ...ownReviewsOf(member), pagination: false, depth: 0 })
    return found.docs.map((doc) => ({
      id: doc.id,
      plan: doc.plan,
      plan_snapshot: doc.planSnapshot,
      status: doc.status,
      submitted_at: doc.createdAt,
      published_at: doc.publishedAt ?? null,
      ...exportedAnswersOf(doc),
    }))
  },
  async forget(payload, member, { publishedReviews }) {
    const found = await payload.find({
      collection: 'reviews',
      where: { member: { equals: member.id } },
      pagination: false,
      depth: 0,
      select: { status: true, createdAt: true },
      ...asSystem('ownAccount'),
    })
    // One review at a time, each through its hooks (rating totals, figures, plan pages): a bulk
    // change by `where` would send its rows' queries at once on one PostgreSQL connection.
    for (const review of found.docs) {
      if (publishedReviews === 'keep' && review.status === 'published') {
        await payload.update({
          collection: 'reviews',
          id: review.id,
          ...asSystem('ownAccount'),
          data: { ...FORGOTTEN_AUTHOR, ...(holdsLiveCaptcha(review.createdAt) ? {} : { captchaId: null }) },
        })
      } else {
        await payload.delete({ collection: 'reviews', id: review.id, ...asSystem('ownAccount') })
      }
    }
  },
}
