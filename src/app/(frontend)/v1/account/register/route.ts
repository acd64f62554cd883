import * as accounts from '@/features/accounts/accounts.server'
import * as schema from '@/features/accounts/schema'
import { jsonMutation } from '@/lib/mutation'

/** Register a member account; the confirmation link goes by email (docs/api.md). */
export const POST = jsonMutation({
  name: 'accounts.register',
  rateLimit: 'accounts.register',
  auth: 'optional',
  schema: schema.registerSchema,
  run: accounts.registerMember,
})
