import * as accounts from '@/features/accounts/accounts.server'
import * as schema from '@/features/accounts/schema'
import { jsonMutation } from '@/lib/mutation'

/** Change the password of the signed-in member. */
export const POST = jsonMutation({
  name: 'accounts.changePassword',
  rateLimit: 'accounts.write',
  auth: 'required',
  schema: schema.changePasswordSchema,
  run: accounts.changePassword,
})
