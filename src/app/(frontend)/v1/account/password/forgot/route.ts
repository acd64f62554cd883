import * as accounts from '@/features/accounts/server'
import { forgotPasswordSchema } from '@/features/accounts'
import { jsonMutation } from '@/server/mutation'

/** Ask for a password reset link. */
export const POST = jsonMutation({
  name: 'accounts.forgotPassword',
  rateLimit: 'accounts.reset',
  auth: 'optional',
  schema: forgotPasswordSchema,
  run: accounts.requestPasswordReset,
})
