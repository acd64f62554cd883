import { answerProviderSearch } from '@/features/marketplace/server'
import { jsonMutation } from '@/server/mutation'

/** Doctors (`type=Individual`) or facilities (`type=Facility`) by name near a ZIP code, from HealthCare.gov. */
export const GET = jsonMutation({
  name: 'lookups.providers',
  rateLimit: 'plans.lookup',
  auth: 'optional',
  schema: null,
  run: answerProviderSearch,
})
