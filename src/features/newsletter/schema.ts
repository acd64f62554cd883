import { z, type Infer } from '@/lib/zod'

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please Enter a valid email',
  consentRequired: 'Please tick the box to agree to receive the updates',
  tokenInvalid: 'This link is not valid, or has expired. Please sign up again from the home page.',
  checkInbox: 'Almost done: we sent you an email. Open the link in it to confirm your subscription.',
} as const

/** Filled only by bots. */
export const NEWSLETTER_HONEYPOT = 'company'

export const NEWSLETTER_ENDPOINTS = {
  subscribe: '/v1/newsletter/subscribe',
  confirm: '/v1/newsletter/confirm',
  unsubscribe: '/v1/newsletter/unsubscribe',
} as const

export const subscribeSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_MESSAGES.emailRequired })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.emailRequired)
    .pipe(z.email(NEWSLETTER_MESSAGES.emailInvalid)),
  consent: z.literal(true, { error: NEWSLETTER_MESSAGES.consentRequired }),
  [NEWSLETTER_HONEYPOT]: z.string().optional(),
})

export const tokenSchema = z.object({
  token: z.string({ error: NEWSLETTER_MESSAGES.tokenInvalid }).min(16, NEWSLETTER_MESSAGES.tokenInvalid).max(200),
})

export type SubscribeInput = Infer<typeof subscribeSchema>
export type TokenInput = Infer<typeof tokenSchema>
