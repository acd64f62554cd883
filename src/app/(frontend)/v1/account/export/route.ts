import { exportMemberData } from '@/server/member-data'
import { jsonMutation } from '@/server/mutation'

/** Everything Candor keeps about the member, as JSON. */
export const GET = jsonMutation({
  name: 'accounts.export',
  rateLimit: 'accounts.read',
  auth: 'required',
  schema: null,
  run: exportMemberData,
})
