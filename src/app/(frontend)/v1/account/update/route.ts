import * as accounts from '@/features/accounts/accounts.server'
import * as schema from '@/features/accounts/schema'
import { jsonMutation } from '@/lib/mutation'

/** Change name or email (a new email is confirmed before it is used). */
export const POST = jsonMutation({
  name: 'accounts.updateProfile',
  rateLimit: 'accounts.write',
  auth: 'required',
  schema: schema.updateProfileSchema,
  run: accounts.updateProfile,
})
