import * as accounts from '@/features/accounts/server'
import { updateProfileSchema } from '@/features/accounts'
import { jsonMutation } from '@/server/mutation'

/** Change name or email (a new email is confirmed before it is used). */
export const POST = jsonMutation({
  name: 'accounts.updateProfile',
  rateLimit: 'accounts.write',
  auth: 'required',
  schema: updateProfileSchema,
  run: accounts.updateProfile,
})
