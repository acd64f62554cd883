import 'server-only'

/**
 * Moderation's server-only code: the fairness figures and readers' reports.
 */
export { computeModerationStats } from './fairness.server'
export type { ModerationStats, ReviewerStats } from './fairness.server'
export { READER_REPORT_MESSAGES, readerReportSchema, reportReview } from './reader-reports.server'
