import { deleteAccountSchema } from '@/features/accounts'
import { deleteMember } from '@/server/member-data'
import { jsonMutation } from '@/server/mutation'

/** Delete the account (password confirmed; published reviews deleted or kept anonymously). */
export const POST = jsonMutation({
  name: 'accounts.delete',
  rateLimit: 'accounts.write',
  auth: 'required',
  schema: deleteAccountSchema,
  run: deleteMember,
})
