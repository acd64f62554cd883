import * as accounts from '@/features/accounts/accounts.server'
import * as schema from '@/features/accounts/schema'
import { jsonMutation } from '@/lib/mutation'

/** Ask for a password reset link. */
export const POST = jsonMutation({
  name: 'accounts.forgotPassword',
  rateLimit: 'accounts.reset',
  auth: 'optional',
  schema: schema.forgotPasswordSchema,
  run: accounts.requestPasswordReset,
})
