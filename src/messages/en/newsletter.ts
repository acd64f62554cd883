/** Catalogue namespace `newsletter` (English). */
export const newsletter = {
  emailLabel: 'Your email',
  consentLabel: 'Send me Candor’s updates by email. I can unsubscribe from any of them with one click.',
  consentNote:
    'We use your address for these updates only. They are the same for everyone: nothing in them depends on your quiz answers.',
  submit: 'Sign me up',
  sending: 'Signing up…',
  failed: 'We could not sign you up just now. Please try again in a moment.',
  honeypotLabel: 'Leave this field empty',
  confirmTitle: 'Confirm your updates',
  confirmChecking: 'Confirming your subscription…',
  confirmed: 'You’re in. Candor’s updates will come to your inbox, and each one has a link to stop them.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribing: 'Unsubscribing…',
  unsubscribed:
    'You are unsubscribed, and you will get no more updates. You can sign up again on the home page at any time.',
  homeLink: 'Go to the home page',
} as const
