import type { StoredReview } from '@/features/reviews/stored-reviews'

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
    review: {
      field_review_overallrating: 'good',
      field_review_accesscarerating: 'great',
      field_review_custservicerating: 'okay',
      field_review_costrating: 'bad',
      field_review_private_message: 'Claim 4471 was denied twice.',
      field_review_public_message: 'Seeing a specialist took three weeks, but every claim was paid without a fight.',
      field_user_account_displayname: 'Maria',
      field_review_account_email: 'maria.before@example.com',
      field_review_tos_confirm: '1',
      field_review_issuerid: '65',
      field_review_issuer_legal_name: 'Example Health Plan, Inc.',
      field_review_issuer_state: 'TX',
      field_review_reportingunit: '12345-HMO',
      challenge: 'c3BlbnQgY2FwdGNoYQ==',
      client_review_id: clientId,
      field_review_website: '',
    },
    ...overrides,
  }
}
