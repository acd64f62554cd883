import type { DeviceClaims, AccountUser } from '@/features/accounts'
import { displayNameOf } from '@/features/accounts'

import { HONEYPOT_FIELD } from './contract'
import { withoutEntry, type StoredReview, type StoredReviewsStore } from './stored-reviews'

/** Call 6's path for a stored review. */
export function claimPath(reviewId: number): string {
  return `/v1/data/review/${reviewId}/update`
}

/**
 * Call 6's body for an accepted stored review: the review as it was sent, its claim token,
 * and the member's id, display name ("Maria G.") and email. The spent captcha and the
 * honeypot mean nothing to call 6 and are left out.
 */
export function claimPayloadOf(
  entry: StoredReview,
  user: Pick<AccountUser, 'uid' | 'first_name' | 'last_name' | 'email'>,
): Record<string, unknown> {
  const { challenge: _challenge, [HONEYPOT_FIELD]: _honeypot, ...review } = entry.review
  return {
    ...review,
    claim_token: entry.claim_token,
    field_review_account_id: user.uid,
    field_user_account_displayname: displayNameOf(user.first_name, user.last_name),
    field_review_account_email: user.email,
  }
}

/** The stored reviews that wait for an account: accepted by the server, with an id and a claim token. */
export function claimableReviews(entries: readonly StoredReview[]): StoredReview[] {
  return entries.filter((entry) => entry.state === 'accepted' && entry.id !== undefined && !!entry.claim_token)
}

/**
 * Seed-spec §4, "On user load": the reviews this device sent before signing in join the
 * account through call 6, one by one. Claimed or refused for good, a review leaves storage,
 * so that it is not sent again on every visit; deleting the account forgets the accepted
 * ones (queued reviews are still the outbox's).
 */
export function storedReviewClaims(store: StoredReviewsStore): DeviceClaims {
  return {
    pending: async (user) =>
      claimableReviews(store.load()).map((entry) => ({
        key: entry.clientId,
        path: claimPath(entry.id!),
        body: claimPayloadOf(entry, user),
      })),
    settle: async (key, outcome) => {
      if (outcome !== 'retry-later') store.update((entries) => withoutEntry(entries, key))
    },
    forget: async () => {
      store.update((entries) => entries.filter((entry) => entry.state !== 'accepted'))
    },
  }
}
