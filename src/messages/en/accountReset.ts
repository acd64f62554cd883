/** Catalogue namespace `accountReset` (English). */
export const accountReset = {
  metaTitle: 'Choose a new password',
  heading: 'Choose a new password',
  lead: 'Choose a new password for your Candor account. Every device that is logged in will be logged out.',
  submit: 'Save the new password',
  doneText: 'Your password has been changed. Please log in with your new password.',
  loginLink: 'Log in',
  forgotLink: 'Ask for a new link',
} as const
