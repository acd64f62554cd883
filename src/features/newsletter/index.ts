/**
 * The newsletter, for code that runs anywhere: its messages and schemas.
 */
export { NEWSLETTER_ENDPOINTS, NEWSLETTER_HONEYPOT, NEWSLETTER_MESSAGES, signupWordsOf } from './contract'
export type { SignupWords } from './contract'
export { subscribeSchema, tokenSchema } from './schema'
export type { SubscribeInput, TokenInput } from './schema'

// Its components that read no server code: client components, and parts that only take props
export { NewsletterLinkView } from './components/newsletter-link-view'
export { NewsletterSignup } from './components/newsletter-signup'
