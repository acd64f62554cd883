import type { Payload } from 'payload'

import type { SignedInMember } from '@/platform/member-auth'

/** What a member chose for their published reviews when they deleted their account. */
export type ForgetChoice = { publishedReviews: 'keep' | 'delete' }

/**
 * One feature's share of what Candor keeps about a member: what it hands over in "export my
 * data" and what it erases when the member deletes their account. Each feature that stores
 * something of a member exports one; src/server/member-data.ts puts them together, so the
 * accounts feature needs to know nothing of reviews, reports or what comes later.
 */
export type MemberDataPart = {
  /** The key of this part in the exported document. */
  key: string
  /** This part of the member's data, as JSON. */
  exportFor: (payload: Payload, member: SignedInMember) => Promise<unknown>
  /** Erases (or, where the member chose to keep something, anonymises) this part. */
  forget: (payload: Payload, member: SignedInMember, choice: ForgetChoice) => Promise<void>
}
