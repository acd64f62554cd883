import * as accounts from '@/features/accounts/server'
import { changePasswordSchema } from '@/features/accounts'
import { jsonMutation } from '@/server/mutation'

/** Change the password of the signed-in member. */
export const POST = jsonMutation({
  name: 'accounts.changePassword',
  rateLimit: 'accounts.write',
  auth: 'required',
  schema: changePasswordSchema,
  run: accounts.changePassword,
})
