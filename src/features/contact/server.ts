/**
 * Contact's server code, for Next's server and plain Node alike: sending a contact message.
 */
export { sendContactMessage } from './send-contact.server'
