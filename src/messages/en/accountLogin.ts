/** Catalogue namespace `accountLogin` (English). */
export const accountLogin = {
  metaTitle: 'Log in',
  heading: 'Log in',
  lead: 'Log in to keep your reviews, saved plans and reports in your profile.',
  submit: 'Log in',
  forgotLink: 'Forgot your password?',
  noAccount: 'New to Candor?',
  registerLink: 'Create an account',
  alreadyIn: 'You are logged in.',
  profileLink: 'Go to your profile',
  resendLink: 'Send the confirmation link again',
  resending: 'Sending…',
} as const
