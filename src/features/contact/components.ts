/**
 * Contact's React components: the contact form.
 */
export { ContactForm } from './components/contact-form'
