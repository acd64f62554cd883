import { confirmSubscription } from '@/features/newsletter/server'
import { tokenSchema } from '@/features/newsletter'
import { jsonMutation } from '@/server/mutation'

/** Confirms a sign-up with the mailed link's token. */
export const POST = jsonMutation({
  name: 'newsletter.confirm',
  rateLimit: 'newsletter.confirm',
  auth: 'optional',
  schema: tokenSchema,
  run: confirmSubscription,
})
