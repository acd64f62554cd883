/**
 * Moderation's server code that also runs in plain Node, outside Next (the Payload config
 * and the scripts load it), so nothing here imports server-only: the review hooks, the
 * figure totals, its tables, its part of the Reviews collection.
 */
export {
  dayOf,
  decisionBucketMinutes,
  medianOfCounts,
  readModerationFigures,
  refreshModerationFigures,
  refreshModerationFiguresAfterChange,
  refreshModerationFiguresAfterDelete,
  settleModerationFigures,
} from './figure-totals.node'
export type { DailyFigures } from './figure-totals.node'
export {
  applyStaffDecisions,
  recordStaffDecisions,
  rememberSubmittedReview,
  signalSubmittedReview,
} from './review-hooks'
export { MODERATION_TABLES } from './tables'
export { moderationOfReviews } from './reviews-collection-part'
