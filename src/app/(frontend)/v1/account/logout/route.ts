import * as accounts from '@/features/accounts/server'
import { jsonMutation } from '@/server/mutation'

/** Log out: ends the token's session on the server. */
export const POST = jsonMutation({
  name: 'accounts.logout',
  rateLimit: 'accounts.write',
  auth: 'required',
  schema: null,
  run: accounts.logoutMember,
})
