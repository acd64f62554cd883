import { answerCrosswalk } from '@/features/marketplace/server'
import { jsonMutation } from '@/server/mutation'

/** What last year's plan becomes (HealthCare.gov's crosswalk), and whether its insurer leaves the state. */
export const GET = jsonMutation({
  name: 'lookups.crosswalk',
  rateLimit: 'plans.lookup',
  auth: 'optional',
  schema: null,
  run: answerCrosswalk,
})
