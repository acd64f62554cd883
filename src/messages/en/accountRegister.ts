/** Catalogue namespace `accountRegister` (English). */
export const accountRegister = {
  metaTitle: 'Create an account',
  heading: 'Create an account',
  lead: 'Keep your reviews, saved plans and reports in one place. We send you an email to confirm your address before you can log in.',
  submit: 'Create account',
  haveAccount: 'Already have an account?',
  loginLink: 'Log in',
  sentHeading: 'Check your email',
  sentText: (email: string) =>
    `We sent a confirmation link to ${email}. Open it to confirm your address, then log in. The link may take a minute to arrive; check your spam folder if you don't see it.`,
  sentLogin: 'Go to the login page',
} as const
