/** Catalogue namespace `accountVerify` (English). */
export const accountVerify = {
  metaTitle: 'Confirm your email',
  heading: 'Confirm your email',
  checking: 'Confirming your email address…',
  confirmedAccount: 'Your email address is confirmed. You can now log in.',
  confirmedEmail: 'Your new email address is confirmed. We use it from now on.',
  loginLink: 'Log in',
  profileLink: 'Go to your profile',
  failedHeading: 'This link does not work',
  registerLink: 'Create an account',
  forgotLink: 'Reset your password',
} as const
