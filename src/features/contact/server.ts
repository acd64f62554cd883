import 'server-only'

/**
 * Contact's server-only code: sending a contact message.
 */
export { sendContactMessage } from './send-contact.server'
