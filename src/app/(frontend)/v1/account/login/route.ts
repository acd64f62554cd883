import * as accounts from '@/features/accounts/accounts.server'
import * as schema from '@/features/accounts/schema'
import { jsonMutation } from '@/lib/mutation'

/** Log in: answers a bearer token with its expiry. */
export const POST = jsonMutation({
  name: 'accounts.login',
  rateLimit: 'accounts.login',
  auth: 'optional',
  schema: schema.loginSchema,
  run: accounts.loginMember,
})
