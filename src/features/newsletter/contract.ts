import type { newsletter } from '@/messages/en/newsletter'
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

/** The sign-up form's words, in the page's language: strings only, handed to it by the server. */
export type SignupWords = ReturnType<typeof signupWordsOf>

export function signupWordsOf(words: Record<keyof typeof newsletter, string>) {
  const { emailLabel, consentLabel, consentNote, submit, sending, failed, honeypotLabel } = words
  return { emailLabel, consentLabel, consentNote, submit, sending, failed, honeypotLabel }
}
