/**
 * Insurers' server code that also runs in plain Node (the Payload config loads it): the
 * hooks of issuer links, the audit trail and the handled notes.
 */
export { recordInsurerEvent } from './events.node'
export type { InsurerEvent } from './events.node'
export { recordIssuerLinks, stampIssuerLinks } from './issuer-links.node'
export type { IssuerLink } from './issuer-links.node'
export { checkHandledNote, recordNoteHandled, recordNoteReopened } from './handled-notes.node'
export { afterReplyChange, afterReplyDelete, applyReplyChange, deleteReplyBeforeReviewDelete } from './replies.node'
export { replyMailStopToken, reviewOfStopToken, sendReplyMail, stopReplyMails } from './reply-mail.node'
export {
  readResponsiveness,
  refreshAllResponsiveness,
  refreshResponsiveness,
  refreshResponsivenessAfterReviewChange,
  refreshResponsivenessAfterReviewDelete,
  RESPONSIVENESS_DAYS,
} from './responsiveness.node'
export type { Responsiveness } from './responsiveness.node'
export { READ_IN_RECORDED_ACTION, readsInRecordedAction, recordInsurerReviewReads } from './review-reads.node'
export { INSURER_TABLES } from './tables'
export { insurerDigestMail, sendInsurerDigests } from './digest.node'
export { insurersOfReviews } from './reviews-collection-part'
