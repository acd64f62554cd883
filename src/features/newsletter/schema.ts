import { z, type Infer } from '@/lib/zod'

import { NEWSLETTER_HONEYPOT, NEWSLETTER_MESSAGES } from './contract'

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
