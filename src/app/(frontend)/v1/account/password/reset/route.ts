import * as accounts from '@/features/accounts/accounts.server'
import * as schema from '@/features/accounts/schema'
import { jsonMutation } from '@/lib/mutation'

/** Choose a new password with the token from the emailed link. */
export const POST = jsonMutation({
  name: 'accounts.resetPassword',
  rateLimit: 'accounts.reset',
  auth: 'optional',
  schema: schema.resetPasswordSchema,
  run: accounts.resetPassword,
})
