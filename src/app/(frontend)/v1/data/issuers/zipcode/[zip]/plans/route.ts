import { answerPlansByZip } from '@/features/plans/node'
import { toResponse } from '@/lib/api-response'
import { getPayloadClient } from '@/lib/payload'

type Context = { params: Promise<{ zip: string }> }

/**
 * Call 1, the plans sold in a ZIP code. In production the Node server answers it before
 * Next.js sees it (decision 005); this route answers wherever that fast path is not in
 * front (`npm run dev`, another server), with the same function.
 */
export async function POST(_request: Request, { params }: Context): Promise<Response> {
  return toResponse(await answerPlansByZip(await getPayloadClient(), (await params).zip))
}
