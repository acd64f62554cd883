import { subscribe } from '@/features/newsletter/server'
import { subscribeSchema } from '@/features/newsletter'
import { jsonMutation } from '@/server/mutation'

/** "Stay in the loop": signs an address up, pending its confirmation by mail. */
export const POST = jsonMutation({
  name: 'newsletter.subscribe',
  rateLimit: 'newsletter.subscribe',
  auth: 'optional',
  schema: subscribeSchema,
  run: subscribe,
})
