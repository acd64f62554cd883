import * as accounts from '@/features/accounts/server'
import { resendVerificationSchema } from '@/features/accounts'
import { jsonMutation } from '@/server/mutation'

/** Ask for the confirmation link again: the same answer whether or not the address has an account. */
export const POST = jsonMutation({
  name: 'accounts.resendVerification',
  rateLimit: 'accounts.verify',
  auth: 'optional',
  schema: resendVerificationSchema,
  run: accounts.resendVerification,
})
