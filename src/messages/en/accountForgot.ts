/** Catalogue namespace `accountForgot` (English). */
export const accountForgot = {
  metaTitle: 'Forgot your password',
  heading: 'Forgot your password?',
  lead: 'Enter the email address of your account. We send you a link to choose a new password; it works for one hour.',
  submit: 'Send the link',
  loginLink: 'Back to log in',
} as const
