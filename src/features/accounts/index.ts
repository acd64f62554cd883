/**
 * Accounts, for code that runs anywhere (the browser, Next's server, plain Node): the
 * account API's answers, the session's addresses, display names, the form schemas and
 * the token taken from a link.
 */
export { ACCOUNT_ENDPOINTS, accountOf, memberReportsOf, memberReviewsOf, savedPlanIdsOf } from './account-api'
export type { MemberReport, MemberReview } from './account-api'
export { lazyDeviceClaims, LOADING, SIGNED_OUT } from './auth-session'
export type { AuthMessages, AuthSession, AuthSnapshot, AuthStoreDeps, DeviceClaims } from './auth-session'
export { displayNameOf } from './display-name'
export {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  savedPlansSchema,
  tokenSchema,
  updateProfileSchema,
} from './schema'
export type { RegisterInput } from './schema'
export { backFor, claimOutcome, forgotPasswordHref, loginHref, registerHref, safeBackPath } from './session'
export type { AccountUser } from './session'
export { takeTokenFromAddress } from './url-token'

// Its components that read no server code: client components, and parts that only take props
export { AuthProvider, useAuth } from './auth-context'
export type { AuthState } from './auth-context'
export { useLatestReportId } from './use-latest-report'
export { AccountLinks } from './components/account-links'
export { ForgotPasswordForm } from './components/forgot-password-form'
export { LoginForm } from './components/login-form'
export { ProfileView } from './components/profile-view'
export { RegisterForm } from './components/register-form'
export { ResetPasswordForm } from './components/reset-password-form'
export { SavePlanButton } from './components/save-plan-button'
export { VerifyEmailView } from './components/verify-email-view'
