// A fixture for the unit tests of the reviews the browser keeps, an internal of the feature.
// eslint-disable-next-line import/no-restricted-paths
import type { StoredReview } from '@/features/reviews/stored-reviews'

import { reviewBody } from './reviews'

/** An entry of `storedReviews` as the wizard keeps an anonymous review the server accepted. */
export function storedReview(overrides: Partial<StoredReview> = {}): StoredReview {
  const clientId = overrides.clientId ?? '4b7c1a52-93a4-4c7e-9b8e-0d1f2a3b4c5d'
  return {
    clientId,
    state: 'accepted',
    id: 41,
    claim_token: 'claim-token-of-review-41',
    queuedAt: 1,
    attempts: 1,
    review: reviewBody(65, 'c3BlbnQgY2FwdGNoYQ==', { client_review_id: clientId }) as StoredReview['review'],
    ...overrides,
  }
}
