/**
 * Contact, for code that runs anywhere: the contact form's schema and topics.
 */
export {
  CONTACT_ENDPOINT,
  CONTACT_HONEYPOT,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  contactSchema,
} from './schema'
export type { ContactInput, ContactTopic } from './schema'

// Its components that read no server code: client components, and parts that only take props
export { ContactForm } from './components/contact-form'
