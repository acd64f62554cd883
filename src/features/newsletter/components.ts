/**
 * The newsletter's React components: the sign-up and the confirm or unsubscribe page.
 */
export { NewsletterLinkView } from './components/newsletter-link-view'
export { NewsletterSignup } from './components/newsletter-signup'
