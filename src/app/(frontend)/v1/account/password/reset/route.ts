import * as accounts from '@/features/accounts/server'
import { resetPasswordSchema } from '@/features/accounts'
import { jsonMutation } from '@/server/mutation'

/** Choose a new password with the token from the emailed link. */
export const POST = jsonMutation({
  name: 'accounts.resetPassword',
  rateLimit: 'accounts.reset',
  auth: 'optional',
  schema: resetPasswordSchema,
  run: accounts.resetPassword,
})
