/**
 * Accounts' React components: the signed-in member's context, the account forms and
 * pages, the save-plan button.
 */
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
