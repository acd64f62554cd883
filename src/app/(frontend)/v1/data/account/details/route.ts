import * as accounts from '@/features/accounts/server'
import { jsonMutation } from '@/server/mutation'

/** Call 7: the signed-in member's account. */
export const POST = jsonMutation({
  name: 'accounts.details',
  rateLimit: 'accounts.read',
  auth: 'required',
  schema: null,
  run: accounts.accountDetails,
})
