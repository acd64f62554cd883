/** Catalogue namespace `accountLogin` (English). */
export const accountLogin = {
  metaTitle: 'Log in',
  heading: 'Log in',
  lead: 'Log in to keep your reviews, saved plans and reports in your profile.',
  /** Shown only when the browser runs no script: the session lives in the browser. */
  needsScript:
    'Logging in needs JavaScript: your browser keeps your session. Turn JavaScript on for this site, then log in. Everything else on Candor works without it.',
  submit: 'Log in',
  forgotLink: 'Forgot your password?',
  noAccount: 'New to Candor?',
  registerLink: 'Create an account',
  alreadyIn: 'You are logged in.',
  profileLink: 'Go to your profile',
  resendLink: 'Send the confirmation link again',
  resending: 'Sending…',
} as const
