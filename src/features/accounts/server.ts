import 'server-only'

/**
 * Accounts' server-only code: the use cases behind the account routes.
 */
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
} from './accounts.node'
