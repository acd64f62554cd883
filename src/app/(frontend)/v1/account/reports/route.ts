import { listMemberReports } from '@/features/reports/server'
import { jsonMutation } from '@/server/mutation'

/** Call 3: the member's reports. */
export const POST = jsonMutation({
  name: 'accounts.reports',
  rateLimit: 'accounts.read',
  auth: 'required',
  schema: null,
  run: listMemberReports,
})
