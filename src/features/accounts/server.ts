/**
 * Accounts' server code, for Next's server and plain Node alike (the Payload config and the scripts
 * load it): the use cases behind the account routes; the account mails.
 */
export { accountDeletedMail, emailChangeMail, mailLocaleOf, passwordResetMail, verificationMail } from './emails'
export type { ForgetChoice, MemberDataPart } from './member-data-part'
export {
  accountDetails,
  accountOf,
  changePassword,
  confirmEmail,
  confirmAccountDeletion,
  deleteAccount,
  exportAccount,
  loginMember,
  logoutMember,
  readSavedPlans,
  registerMember,
  replaceSavedPlans,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  updateProfile,
} from './accounts.server'
