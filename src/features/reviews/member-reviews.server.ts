import 'server-only'

import { ownReviewsOf } from '@/access/own-reviews'
import { requireMember } from '@/lib/member-auth'
import { namePlans } from '@/features/plans/node'
import { tidyName } from '@/features/plans'
import { ok, type JsonAnswer } from '@/lib/api-response'
import type { MutationContext } from '@/lib/mutation-context'

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
