import { getPlanDetails } from '@/features/plans/server'
import { toPlanEntity } from '@/features/plans'
import { failure, ok, toResponse } from '@/lib/api-response'
import { getPayloadClient } from '@/platform/payload.server'

const MAX_PLANS = 500

/** The plans with the given nids (`?nid=65&nid=70`), in entity form; unknown nids are left out. */
export async function GET(request: Request): Promise<Response> {
  const values = new URL(request.url).searchParams.getAll('nid')
  if (values.length > MAX_PLANS || values.some((value) => !/^\d{1,9}$/.test(value))) {
    const message = `Give up to ${MAX_PLANS} plan ids as nid=…`
    return toResponse(failure(400, message, { nid: message }))
  }
  const payload = await getPayloadClient()
  const plans = []
  for (const nid of new Set(values.map(Number))) {
    const details = await getPlanDetails(payload, nid)
    if (details) plans.push(toPlanEntity(details.plan))
  }
  return toResponse(ok({ plans }))
}
