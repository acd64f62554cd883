import * as accounts from '@/features/accounts/server'
import { jsonMutation } from '@/server/mutation'

/** Everything Candor keeps about the member, as JSON. */
export const GET = jsonMutation({
  name: 'accounts.export',
  rateLimit: 'accounts.read',
  auth: 'required',
  schema: null,
  run: accounts.exportMemberData,
})
