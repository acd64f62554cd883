import { estimateCosts, estimateRequestSchema } from '@/features/costs/node'
import { findHealthcareGovEstimate } from '@/features/marketplace/server'
import { ok } from '@/lib/api-response'
import { requestLocale } from '@/lib/api-response'
import { jsonMutation } from '@/server/mutation'

/**
 * What a household would pay after the premium tax credit in its county (product brief §11),
 * with HealthCare.gov's own estimate beside it when the Marketplace API is on (§14; null when
 * it is off or out). No account, nothing stored: income and ages arrive in the body and leave
 * only in the answer.
 */
export const POST = jsonMutation({
  name: 'estimates.read',
  rateLimit: 'estimates.read',
  auth: 'optional',
  schema: estimateRequestSchema,
  run: async ({ payload, input, request }) => {
    const answer = await estimateCosts(payload, input, requestLocale(request))
    if (!('estimate' in answer)) return ok(answer)
    const theirs = await findHealthcareGovEstimate(payload, input)
    return ok({ estimate: { ...answer.estimate, healthcare_gov: theirs } })
  },
})
