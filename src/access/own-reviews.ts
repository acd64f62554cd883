import type { PayloadRequest } from 'payload'

import { asCaller, type SignedInMember } from '@/platform/member-auth'

/**
 * Set on the request context by Candor's own calls for a member's reviews (their list and
 * their data export), never by an API request. Only then does the Reviews collection let a
 * member read reviews by their author, and only their own: no query a member can make tells
 * who wrote anyone else's review.
 */
export const OWN_REVIEWS_CONTEXT = 'candorOwnReviews'

/** True while a member's own call reads their reviews. */
export function isReadingOwnReviews(req: PayloadRequest): boolean {
  return req.context?.[OWN_REVIEWS_CONTEXT] === true && req.user?.collection === 'members'
}

/** Local API options for a member's own reviews: the member's own access, their reviews only. */
export function ownReviewsOf(member: SignedInMember) {
  return {
    ...asCaller(member),
    context: { [OWN_REVIEWS_CONTEXT]: true },
    where: { member: { equals: member.id } },
  }
}
