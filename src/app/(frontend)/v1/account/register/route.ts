import * as accounts from '@/features/accounts/server'
import { registerSchema } from '@/features/accounts'
import { jsonMutation } from '@/server/mutation'

/** Register a member account; the confirmation link goes by email (docs/api.md). */
export const POST = jsonMutation({
  name: 'accounts.register',
  rateLimit: 'accounts.register',
  auth: 'optional',
  schema: registerSchema,
  run: accounts.registerMember,
})
