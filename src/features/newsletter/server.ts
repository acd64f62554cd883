/**
 * The newsletter's server code, for Next's server and plain Node alike (the Payload config and the
 * scripts load it): subscribing, confirming, unsubscribing; sending issues, mails and tokens,
 * retention, the subscribers' export.
 */
export {
  continueAllSending,
  continueSending,
  countConfirmed,
  issueMail,
  issueProgress,
  postalAddressOf,
  SEND_BATCH,
} from './issues.server'
export type { IssueTexts } from './issues.server'
export { deleteUnconfirmedSubscribers, UNCONFIRMED_SUBSCRIBER_DAYS } from './retention'
export { csvField, subscribersCsv } from './subscribers-csv'
export { hashToken, newConfirmationToken, subscriberOfToken, unsubscribeToken } from './tokens'
export { confirmationMail, unsubscribeHeaders } from './mails'
export { confirmSubscription, subscribe, unsubscribeByToken } from './newsletter.server'
