/**
 * The insurers' server code, for Next's server and plain Node alike (the Payload config and the
 * scripts load it): the inbox an insurer reads in the admin; the hooks of issuer links, the audit
 * trail and the handled notes.
 */
export { recordInsurerEvent } from './events.server'
export type { InsurerEvent } from './events.server'
export { recordIssuerLinks, stampIssuerLinks } from './issuer-links.server'
export type { IssuerLink } from './issuer-links.server'
export { checkHandledNote, recordNoteHandled, recordNoteReopened } from './handled-notes.server'
export { afterReplyChange, afterReplyDelete, applyReplyChange, deleteReplyBeforeReviewDelete } from './replies.server'
export { replyMailStopToken, reviewOfStopToken, sendReplyMail, stopReplyMails } from './reply-mail.server'
export {
  readResponsiveness,
  refreshAllResponsiveness,
  refreshResponsiveness,
  refreshResponsivenessAfterReviewChange,
  refreshResponsivenessAfterReviewDelete,
  RESPONSIVENESS_DAYS,
} from './responsiveness.server'
export type { Responsiveness } from './responsiveness.server'
export { READ_IN_RECORDED_ACTION, readsInRecordedAction, recordInsurerReviewReads } from './review-reads.server'
export { INSURER_TABLES } from './tables'
export { insurerDigestMail, sendInsurerDigests } from './digest.server'
export { insurersOfReviews } from './reviews-collection-part'
export {
  countNotesToHandle,
  INBOX_FILTERS,
  INBOX_PAGE_SIZE,
  inboxHref,
  loadInbox,
  parseInboxQuery,
} from './inbox.server'
export type { Inbox, InboxFilter, InboxItem, InboxQuery } from './inbox.server'

// Its server components, which read the locale or Payload themselves
export { InsurerResponsiveness } from './components/insurer-responsiveness'
