import 'server-only'

/**
 * Accounts' server-only code: the use cases behind the account routes.
 */
export {
  accountDetails,
  accountOf,
  changePassword,
  confirmEmail,
  deleteMember,
  exportMemberData,
  loginMember,
  logoutMember,
  readSavedPlans,
  registerMember,
  replaceSavedPlans,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  updateProfile,
} from './accounts.node'
