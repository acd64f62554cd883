/**
 * Accounts' server code that also runs in plain Node, outside Next (the Payload config
 * loads it), so nothing here imports server-only: the account mails.
 */
export { accountDeletedMail, emailChangeMail, mailLocaleOf, passwordResetMail, verificationMail } from './emails'
