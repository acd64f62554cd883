/**
 * What the review wizard and the server agree on: where reviews and captcha challenges are
 * posted and fetched, and what an accepted review answers (product brief §5, call 2).
 * Shared by the browser and the server; nothing here may import server code.
 */

/** Call 2: `POST` a review (JSON, optional bearer). */
export const REVIEWS_ENDPOINT = '/api/reviews'

/**
 * Set on the request context by the review submission use case: the only way the Reviews
 * collection lets a review be created.
 */
export const REVIEW_SUBMISSION_CONTEXT = 'candorReviewSubmission'

/** `GET` a fresh ALTCHA proof-of-work challenge for the review form. */
export const REVIEW_CHALLENGE_ENDPOINT = '/api/reviews/challenge'

/**
 * The honeypot: a field people never see and bots fill in. A review that arrives with it
 * filled is answered as if accepted and not stored.
 */
export const HONEYPOT_FIELD = 'field_review_website'

/**
 * Each review carries an id made in the browser before the first attempt. A retry with the
 * same id answers the review already stored instead of storing another.
 */
export const CLIENT_ID_FIELD = 'client_review_id'

/** `data.review` of a 201 (stored now) or 200 (stored before, under the same client id). */
export type AcceptedReview = {
  id: number
  /** `pending` when just stored; a resend may find it already checked. */
  status: 'pending' | 'published' | 'rejected'
  /** Proves authorship when an anonymous review is later attached to an account (call 6). */
  claim_token: string
}
