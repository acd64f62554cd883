/** What the sign-up form and the newsletter calls share; the schemas are in schema.ts. */
export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please Enter a valid email',
  consentRequired: 'Please tick the box to agree to receive the updates',
  tokenInvalid: 'This link is not valid, or has expired. Please sign up again from the home page.',
  checkInbox: 'Almost done: we sent you an email. Open the link in it to confirm your subscription.',
} as const

/** Filled only by bots. */
export const NEWSLETTER_HONEYPOT = 'company'

export const NEWSLETTER_ENDPOINTS = {
  subscribe: '/v1/newsletter/subscribe',
  confirm: '/v1/newsletter/confirm',
  unsubscribe: '/v1/newsletter/unsubscribe',
} as const
