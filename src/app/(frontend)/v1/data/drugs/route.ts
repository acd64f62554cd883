import { answerDrugSearch } from '@/features/marketplace/server'
import { jsonMutation } from '@/server/mutation'

/** Drugs by name from HealthCare.gov (`?q=`, at least 3 letters), for the shopper's list (product brief §15). */
export const GET = jsonMutation({
  name: 'lookups.drugs',
  rateLimit: 'plans.lookup',
  auth: 'optional',
  schema: null,
  run: answerDrugSearch,
})
