import { sendContactMessage } from '@/features/contact/server'
import { contactSchema } from '@/features/contact'
import { jsonMutation } from '@/server/mutation'

/** The contact form: stored for staff and mailed to the staff address. */
export const POST = jsonMutation({
  name: 'contact.send',
  rateLimit: 'contact.send',
  auth: 'optional',
  schema: contactSchema,
  run: sendContactMessage,
})
