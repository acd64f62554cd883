/**
 * Reviews' server code that also runs in plain Node, outside Next (the Payload config and
 * the scripts load it), so nothing here imports server-only: rating totals, published
 * reviews, member scores, the hooks that refresh plan pages, its tables, the Reviews
 * collection and the field rules its parts use.
 */
export {
  emptyTotals,
  readRatingTotals,
  refreshRatingTotals,
  refreshRatingTotalsAfterChange,
  refreshRatingTotalsAfterDelete,
  settleRatingTotals,
} from './rating-totals.node'
export type { RatingTotals } from './rating-totals.node'
export { refreshPlanPagesAfterChange, refreshPlanPagesAfterDelete } from './page-refresh-hooks'
export { getPlanReviewPage, getPlanReviews, memberRatingsOf } from './plan-reviews.node'
export type { MemberRatings, PublishedReview, ReviewPageQuery } from './plan-reviews.node'
export { overallMemberScores } from './member-scores.node'
export type { MemberScore } from './member-scores.node'
export { REVIEW_TABLES } from './tables'
export { deleteHelpfulMarksAfterDelete } from './helpful-votes.node'
export { findPublishedReview } from './published-review.node'
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
