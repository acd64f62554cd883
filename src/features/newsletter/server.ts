import 'server-only'

/**
 * The newsletter's server-only code: subscribing, confirming, unsubscribing.
 */
export { confirmSubscription, subscribe, unsubscribeByToken } from './newsletter.server'
