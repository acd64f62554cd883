/** Catalogue namespace `newsletterValidation` (English): the messages of the newsletter sign-up. */
export const newsletterValidation = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please Enter a valid email',
  consentRequired: 'Please tick the box to agree to receive the updates',
  tokenInvalid: 'This link is not valid, or has expired. Please sign up again from the home page.',
  checkInbox: 'Almost done: we sent you an email. Open the link in it to confirm your subscription.',
} as const
