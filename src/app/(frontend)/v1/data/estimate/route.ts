import { estimateCosts, estimateRequestSchema } from '@/features/costs/server'
import { ok } from '@/lib/api-response'
import { requestLocale } from '@/lib/api-response'
import { jsonMutation } from '@/server/mutation'

/**
 * What a household would pay after the premium tax credit in its county (product brief §11).
 * No account, nothing stored: income and ages arrive in the body and leave only in the answer.
 */
export const POST = jsonMutation({
  name: 'estimates.read',
  rateLimit: 'estimates.read',
  auth: 'optional',
  schema: estimateRequestSchema,
  run: async ({ payload, input, request }) => ok(await estimateCosts(payload, input, requestLocale(request))),
})
