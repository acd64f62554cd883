import * as accounts from '@/features/accounts/server'
import { tokenSchema } from '@/features/accounts'
import { jsonMutation } from '@/server/mutation'

/** Confirm an email address with the token from the emailed link. */
export const POST = jsonMutation({
  name: 'accounts.confirmEmail',
  rateLimit: 'accounts.verify',
  auth: 'optional',
  schema: tokenSchema,
  run: accounts.confirmEmail,
})
