import { z, type Infer } from '@/lib/zod'
import { contactValidation } from '@/messages/en/contactValidation'

/** What the contact form asks, with the messages it shows. */
export const CONTACT_MESSAGES = contactValidation

export const CONTACT_TOPICS = ['question', 'review', 'data', 'press', 'other'] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 2000

/** Filled only by bots: a field people never see. */
export const CONTACT_HONEYPOT = 'website'

export const CONTACT_ENDPOINT = '/v1/contact'

export const contactSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(120, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  topic: z.enum(CONTACT_TOPICS, { error: CONTACT_MESSAGES.topicRequired }),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  challenge: z.string({ error: CONTACT_MESSAGES.captchaRequired }).min(1, CONTACT_MESSAGES.captchaRequired),
  [CONTACT_HONEYPOT]: z.string().optional(),
})

export type ContactInput = Infer<typeof contactSchema>
