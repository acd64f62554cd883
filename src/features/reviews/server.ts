import 'server-only'

/**
 * Reviews' server-only code: the captcha, submitting and claiming reviews, a member's
 * reviews.
 */
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
