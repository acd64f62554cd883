/**
 * Reviews' server code that also runs in plain Node, outside Next (the Payload config and
 * the scripts load it), so nothing here imports server-only: rating totals, published
 * reviews, member scores, the hooks that refresh plan pages, its tables.
 */
export {
  emptyTotals,
  readRatingTotals,
  refreshRatingTotals,
  refreshRatingTotalsAfterChange,
  refreshRatingTotalsAfterDelete,
} from './rating-totals.server'
export type { RatingTotals } from './rating-totals.server'
export { refreshPlanPagesAfterChange, refreshPlanPagesAfterDelete } from './page-refresh-hooks'
export { getPlanReviewPage, getPlanReviews, memberRatingsOf } from './plan-reviews.server'
export type { MemberRatings, PublishedReview, ReviewPageQuery } from './plan-reviews.server'
export { overallMemberScores } from './member-scores.server'
export type { MemberScore } from './member-scores.server'
export { REVIEW_TABLES } from './tables'
