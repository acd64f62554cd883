import { newsletterValidation } from '@/messages/en/newsletterValidation'

/** What the sign-up form and the newsletter calls share; the schemas are in schema.ts. */
export const NEWSLETTER_MESSAGES = newsletterValidation

/** Filled only by bots. */
export const NEWSLETTER_HONEYPOT = 'company'

export const NEWSLETTER_ENDPOINTS = {
  subscribe: '/v1/newsletter/subscribe',
  confirm: '/v1/newsletter/confirm',
  unsubscribe: '/v1/newsletter/unsubscribe',
} as const
