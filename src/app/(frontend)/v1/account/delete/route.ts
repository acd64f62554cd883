import * as accounts from '@/features/accounts/accounts.server'
import * as schema from '@/features/accounts/schema'
import { jsonMutation } from '@/lib/mutation'

/** Delete the account (password confirmed; published reviews deleted or kept anonymously). */
export const POST = jsonMutation({
  name: 'accounts.delete',
  rateLimit: 'accounts.write',
  auth: 'required',
  schema: schema.deleteAccountSchema,
  run: accounts.deleteMember,
})
