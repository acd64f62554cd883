/**
 * Moderation, for code that runs anywhere: business days, reasons and signals.
 */
export {
  businessDaysElapsed,
  decisionDueDay,
  easternDayOf,
  federalHolidays,
  isBusinessDay,
  PROMISED_BUSINESS_DAYS,
  reviewClock,
} from './business-days'
export type { ReviewClock } from './business-days'
export {
  HIDING_REPORT_REASON,
  isRedactionOf,
  READER_REPORT_REASON_VALUES,
  READER_REPORT_REASONS,
  REDACTION_MARK,
  REJECTION_REASON_VALUES,
  REJECTION_REASONS,
} from './reasons'
export type { ReaderReportReason, RejectionReason } from './reasons'
export { isAtLeastAsSimilar, NEAR_DUPLICATE_SIMILARITY, shingles, SIGNAL_VALUES, SIGNALS, textSignals } from './signals'
export type { Signal } from './signals'

// Its components that read no server code: client components, and parts that only take props
export { ReportReview } from './components/report-review'
