import * as accounts from '@/features/accounts/server'
import { savedPlansSchema } from '@/features/accounts'
import { jsonMutation } from '@/server/mutation'

/** Call 8: the member's saved plans. */
export const GET = jsonMutation({
  name: 'accounts.savedPlans.read',
  rateLimit: 'accounts.read',
  auth: 'required',
  schema: null,
  run: accounts.readSavedPlans,
})

/** Call 9: replaces the member's saved plans. */
export const POST = jsonMutation({
  name: 'accounts.savedPlans.replace',
  rateLimit: 'accounts.write',
  auth: 'required',
  schema: savedPlansSchema,
  run: accounts.replaceSavedPlans,
})
