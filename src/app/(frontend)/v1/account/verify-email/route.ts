import * as accounts from '@/features/accounts/accounts.server'
import * as schema from '@/features/accounts/schema'
import { jsonMutation } from '@/lib/mutation'

/** Confirm an email address with the token from the emailed link. */
export const POST = jsonMutation({
  name: 'accounts.confirmEmail',
  rateLimit: 'accounts.verify',
  auth: 'optional',
  schema: schema.tokenSchema,
  run: accounts.confirmEmail,
})
