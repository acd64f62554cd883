/**
 * Moderation's React components: the public figures and the reader's report of a review.
 */
export { ModerationFigures } from './components/moderation-figures'
export { ReportReview } from './components/report-review'
