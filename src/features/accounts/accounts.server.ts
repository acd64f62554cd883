/**
 * The account use cases behind the `/v1/account` and account data routes, one file each
 * under `use-cases/` (seed-spec §4, product brief §5).
 */
export { accountOf } from './use-cases/member-records.server'
export { confirmEmail, registerMember, resendVerification } from './use-cases/register.server'
export { loginMember, logoutMember } from './use-cases/login.server'
export { changePassword, requestPasswordReset, resetPassword } from './use-cases/password.server'
export { accountDetails, updateProfile } from './use-cases/profile.server'
export { readSavedPlans, replaceSavedPlans } from './use-cases/saved-plans.server'
export { confirmAccountDeletion, deleteAccount, exportAccount } from './use-cases/member-data.server'
