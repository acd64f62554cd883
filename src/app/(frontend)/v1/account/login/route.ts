import * as accounts from '@/features/accounts/server'
import { loginSchema } from '@/features/accounts'
import { jsonMutation } from '@/server/mutation'

/** Log in: answers a bearer token with its expiry. */
export const POST = jsonMutation({
  name: 'accounts.login',
  rateLimit: 'accounts.login',
  auth: 'optional',
  schema: loginSchema,
  run: accounts.loginMember,
})
