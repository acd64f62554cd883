/**
 * The newsletter's server code that also runs in plain Node, outside Next (the Payload
 * config and its jobs load it), so nothing here imports server-only: sending issues, mails
 * and tokens, retention, the subscribers' export.
 */
export {
  continueAllSending,
  continueSending,
  countConfirmed,
  issueMail,
  issueProgress,
  postalAddressOf,
  SEND_BATCH,
} from './issues.node'
export type { IssueTexts } from './issues.node'
export { deleteUnconfirmedSubscribers, UNCONFIRMED_SUBSCRIBER_DAYS } from './retention'
export { csvField, subscribersCsv } from './subscribers-csv'
export { hashToken, newConfirmationToken, subscriberOfToken, unsubscribeToken } from './tokens'
export { confirmationMail, unsubscribeHeaders } from './mails'
