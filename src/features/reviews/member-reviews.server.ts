import 'server-only'

import { ownReviewsOf } from '@/access/own-reviews'
import { requireMember } from '@/platform/member-auth'
import { namePlans } from '@/features/plans/node'
import { tidyName } from '@/features/plans'
import { ok, type JsonAnswer } from '@/lib/api-response'
import type { MutationContext } from '@/platform/mutation-context'
import { asSystem } from '@/lib/as-system'
import type { MemberDataPart } from '@/features/accounts/server'

import { RATING_CATEGORIES, RATING_EXPORT_KEYS, RATING_FIELDS } from './ratings'

/** What a published review keeps of its author once they delete their account and keep it. */
const FORMER_MEMBER = { email: 'deleted-account@candor.invalid', displayName: 'Former member' }

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
 * private note; on deletion, each review is deleted, or kept without a name or email when it
 * is published and the member chose to keep such reviews.
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
      ratings: {
        ...Object.fromEntries(
          RATING_CATEGORIES.map((category) => [RATING_EXPORT_KEYS[category], doc[RATING_FIELDS[category]]]),
        ),
        experience_year: doc.experienceYear ?? null,
      },
      public_message: doc.publicMessage,
      private_message: doc.privateMessage ?? null,
      insurer_may_contact: doc.insurerMayContact === true,
      display_name: doc.displayName,
      email: doc.email,
    }))
  },
  async forget(payload, member, { publishedReviews }) {
    const found = await payload.find({
      collection: 'reviews',
      where: { member: { equals: member.id } },
      pagination: false,
      depth: 0,
      select: { status: true },
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
          data: { member: null, email: FORMER_MEMBER.email, displayName: FORMER_MEMBER.displayName },
        })
      } else {
        await payload.delete({ collection: 'reviews', id: review.id, ...asSystem('ownAccount') })
      }
    }
  },
}
