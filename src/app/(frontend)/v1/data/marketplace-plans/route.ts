import { findHouseholdPlans, marketplacePlansRequestSchema } from '@/features/marketplace/server'
import { ok, requestLocale } from '@/lib/api-response'
import { jsonMutation } from '@/server/mutation'

/**
 * Every plan on sale in the household's county, priced by HealthCare.gov for the household
 * (product brief §14), or Candor's own plan list with a notice when the API is off or out.
 * Nothing stored: income and ages arrive in the body and leave only in the answer.
 */
export const POST = jsonMutation({
  name: 'plans.household',
  rateLimit: 'plans.household',
  auth: 'optional',
  schema: marketplacePlansRequestSchema,
  run: async ({ payload, input, request }) => ok(await findHouseholdPlans(payload, input, requestLocale(request))),
})
