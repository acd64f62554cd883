/**
 * Moderation's server code, for Next's server and plain Node alike (the Payload config and the
 * scripts load it): the fairness figures and readers' reports; the review hooks, the figure totals,
 * its tables, its part of the Reviews collection.
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
} from './figure-totals.server'
export type { DailyFigures } from './figure-totals.server'
export {
  applyStaffDecisions,
  recordStaffDecisions,
  rememberSubmittedReview,
  signalSubmittedReview,
} from './review-hooks'
export { MODERATION_TABLES } from './tables'
export { moderationOfReviews } from './reviews-collection-part'
export { computeModerationStats } from './fairness.server'
export type { ModerationStats, ReviewerStats } from './fairness.server'
export { READER_REPORT_MESSAGES, readerReportSchema, reportReview } from './reader-reports.server'

// Its server components, which read the locale or Payload themselves
export { ModerationFigures } from './components/moderation-figures'
