/**
 * Reviews' server code, for Next's server and plain Node alike (the Payload config and the scripts
 * load it): the captcha, submitting and claiming reviews, a member's reviews; rating totals,
 * published reviews, member scores, the hooks that refresh plan pages, its tables, the Reviews
 * collection and the field rules its parts use.
 */
export {
  emptyTotals,
  readRatingTotals,
  refreshRatingTotals,
  refreshRatingTotalsAfterChange,
  refreshRatingTotalsAfterDelete,
  settleRatingTotals,
} from './rating-totals.server'
export type { RatingTotals } from './rating-totals.server'
export { getPlanReviewPage, getPlanReviews, memberRatingsOf } from './plan-reviews.server'
export type { MemberRatings, PublishedReview, ReviewPageQuery } from './plan-reviews.server'
export { overallMemberScores } from './member-scores.server'
export type { MemberScore } from './member-scores.server'
export { REVIEW_TABLES } from './tables'
export { deleteHelpfulMarksAfterDelete } from './helpful-marks.server'
export { findPublishedReview } from './published-review.server'
export { reviewsCollection } from './collection/reviews'
export type { ReviewsCollectionPart } from './collection/reviews'
export {
  authorsOnly,
  editorialCheckers,
  eitherChecker,
  policyCheckers,
  staffOnly,
  staffOrAuthor,
} from './collection/access'
export {
  CAPTCHA_ALGORITHM,
  CAPTCHA_COST,
  CAPTCHA_COUNTER_MAX,
  CAPTCHA_COUNTER_MIN,
  CAPTCHA_LIFETIME_SECONDS,
  checkReviewCaptcha,
  isCaptchaSpent,
  createReviewChallenge,
} from './captcha.server'
export type { CaptchaCheck } from './captcha.server'
export { CLAIM_MESSAGES, claimReview, claimReviewSchema } from './claim-review.server'
export { listMemberReviews, memberReviewsData } from './member-reviews.server'
export { claimTokenFor, isValidClaimToken, submitReview } from './submit-review.server'
export {
  HELPFUL_MESSAGES,
  helpfulVoteSchema,
  isStaffSession,
  markHelpful,
  memberHelpfulMarksData,
  newVoterToken,
  voterOfToken,
} from './helpful-votes.server'
export { markHelpfulFromForm } from './helpful-form.server'

// Its server components, which read the locale or Payload themselves
export { MemberRatingsSummary } from './components/member-ratings'
